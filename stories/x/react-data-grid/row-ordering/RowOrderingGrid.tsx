import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  duration: string;
}

const rows: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Night Ferries', duration: '3:42' },
  { id: 2, title: 'Paper Planes Over Lisbon', artist: 'Marta Sol', duration: '4:05' },
  { id: 3, title: 'Slow Tide', artist: 'Kai Nakamura', duration: '5:18' },
  { id: 4, title: 'Copper Sky', artist: 'Ada & the Engines', duration: '3:27' },
  { id: 5, title: 'Northbound', artist: 'Lena Brandt', duration: '4:51' },
  { id: 6, title: 'Last Tram Home', artist: 'The Night Ferries', duration: '3:09' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'duration', headerName: 'Length', width: 90, align: 'right', headerAlign: 'right' },
];

export default function RowOrderingGrid() {
  const [lastMove, setLastMove] = React.useState('Drag a track by its handle to move it.');

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setLastMove(`Moved "${params.row.title}" from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p" role="status">
        {lastMove}
      </Typography>
    </Stack>
  );
}
