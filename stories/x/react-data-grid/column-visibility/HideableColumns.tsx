import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    username: 'aokafor',
    name: 'Amara Okafor',
    email: 'amara.okafor@acme.io',
    team: 'Platform',
    office: 'Lagos',
  },
  { id: 2, username: 'lmoreau', name: 'Lucas Moreau', email: 'lucas.moreau@acme.io', team: 'Design', office: 'Paris' },
  { id: 3, username: 'hsato', name: 'Hana Sato', email: 'hana.sato@acme.io', team: 'Payments', office: 'Tokyo' },
  {
    id: 4,
    username: 'dalvarez',
    name: 'Diego Alvarez',
    email: 'diego.alvarez@acme.io',
    team: 'Sales',
    office: 'Madrid',
  },
];

const columns: GridColDef[] = [
  // Always visible: the column menu has no "Hide column" item and the panel greys out its checkbox.
  { field: 'username', headerName: 'Username', width: 120, hideable: false },
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'office', headerName: 'Office', width: 100 },
];

export default function HideableColumns() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar />
    </Box>
  );
}
