import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', email: 'amara.okafor@acme.io', team: 'Platform', status: 'Active' },
  { id: 2, name: 'Lucas Moreau', email: 'lucas.moreau@acme.io', team: 'Design systems', status: 'On leave' },
  { id: 3, name: 'Hana Sato', email: 'hana.sato@acme.io', team: 'Payments', status: 'Active' },
  { id: 4, name: 'Diego Alvarez', email: 'diego.alvarez@acme.io', team: 'Sales engineering', status: 'Active' },
];

const columns: GridColDef[] = [
  // Can be resized between 120 and 260 pixels.
  { field: 'name', headerName: 'Name (120–260)', width: 170, minWidth: 120, maxWidth: 260 },
  { field: 'email', headerName: 'Email (min 180)', flex: 1, minWidth: 180 },
  // Cannot be resized at all.
  { field: 'team', headerName: 'Team (fixed)', width: 150, resizable: false },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ColumnResizing() {
  const [disableColumnResize, setDisableColumnResize] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disableColumnResize} onChange={(event) => setDisableColumnResize(event.target.checked)} />
        }
        label="Disable column resizing"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} hideFooter disableColumnResize={disableColumnResize} />
      </Box>
    </Box>
  );
}
