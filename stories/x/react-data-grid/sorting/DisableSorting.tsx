import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface AuditEvent {
  id: number;
  time: Date;
  user: string;
  action: string;
  details: string;
}

const rows: AuditEvent[] = [
  { id: 1, time: new Date(2024, 8, 12, 9, 14), user: 'Hana Sato', action: 'Signed in', details: 'Chrome on macOS' },
  { id: 2, time: new Date(2024, 8, 12, 9, 31), user: 'Diego Alvarez', action: 'Exported report', details: 'Q3 revenue.csv' },
  { id: 3, time: new Date(2024, 8, 12, 10, 2), user: 'Amara Okafor', action: 'Changed role', details: 'Lucas Moreau → Admin' },
  { id: 4, time: new Date(2024, 8, 12, 10, 47), user: 'Lucas Moreau', action: 'Deleted project', details: 'Legacy website' },
  { id: 5, time: new Date(2024, 8, 12, 11, 5), user: 'Amara Okafor', action: 'Signed out', details: '' },
];

const columns: GridColDef<AuditEvent>[] = [
  { field: 'time', headerName: 'Time', type: 'dateTime', width: 190 },
  { field: 'user', headerName: 'User', width: 140 },
  { field: 'action', headerName: 'Action', width: 150 },
  // Free text: ordering it alphabetically means nothing, so this column never sorts.
  { field: 'details', headerName: 'Details', flex: 1, minWidth: 180, sortable: false },
];

export default function DisableSorting() {
  const [allowSorting, setAllowSorting] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allowSorting} onChange={(event) => setAllowSorting(event.target.checked)} />}
        label="Let readers sort"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnSorting={!allowSorting}
          // Still applied while the readers cannot sort: newest events first.
          initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'desc' }] } }}
        />
      </Box>
    </Stack>
  );
}
