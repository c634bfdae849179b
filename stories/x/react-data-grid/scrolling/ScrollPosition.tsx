import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid';

const FIRST_NAMES = ['Amara', 'Jonas', 'Priya', 'Mateo', 'Hana', 'Lina', 'Marco', 'Sam'];
const LAST_NAMES = ['Okafor', 'Lindqvist', 'Raman', 'Silva', 'Sato', 'Moreau', 'Rossi', 'Keller'];
const TEAMS = ['Platform', 'Design', 'Data', 'Support', 'Sales'];

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST_NAMES[index % 8]} ${LAST_NAMES[(index * 3) % 8]}`,
  team: TEAMS[index % TEAMS.length],
  office: index % 3 === 0 ? 'Lisbon' : 'Berlin',
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Badge', type: 'number', width: 90 },
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function ScrollPosition() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setSaved(apiRef.current?.getScrollPosition() ?? null)}>
          Remember position
        </Button>
        <Button variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current?.scroll(saved)}>
          Restore position
        </Button>
        <Button onClick={() => apiRef.current?.scroll({ top: 0 })}>Back to top</Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" component="p">
        {saved ? `Remembered: ${Math.round(saved.top)} px from the top.` : 'Scroll the list, then remember the position.'}
      </Typography>
    </Stack>
  );
}
