import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Reykjavík', temperature: 4.2, humidity: 81, wind: 31 },
  { id: 2, station: 'Lisbon', temperature: 18.9, humidity: 64, wind: 14 },
  { id: 3, station: 'Nairobi', temperature: 22.5, humidity: 58, wind: 9 },
  { id: 4, station: 'Osaka', temperature: 15.1, humidity: 70, wind: 12 },
  { id: 5, station: 'Santiago', temperature: 11.7, humidity: 49, wind: 7 },
  { id: 6, station: 'Winnipeg', temperature: -3.4, humidity: 75, wind: 22 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 110 },
];

export default function RowBorders() {
  const [rowBorders, setRowBorders] = React.useState(false);
  const [cellBorders, setCellBorders] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={rowBorders} onChange={(event) => setRowBorders(event.target.checked)} />}
          label="Borders between rows"
        />
        <FormControlLabel
          control={<Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />}
          label="Borders between cells"
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showCellVerticalBorder={cellBorders}
          showColumnVerticalBorder={cellBorders}
          hideFooter
          // Alternate row shading keeps the rows apart once the lines are gone.
          getRowClassName={({ indexRelativeToCurrentPage }) => (indexRelativeToCurrentPage % 2 === 1 ? 'row--even' : '')}
          sx={{
            '& .row--even': { bgcolor: 'action.hover' },
            // Each row draws its top line in --rowBorderColor; transparent hides the lines between rows.
            ...(!rowBorders && { '& .MuiDataGrid-row': { '--rowBorderColor': 'transparent' } }),
          }}
        />
      </Box>
    </Stack>
  );
}
