import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', role: 'Backend engineer', office: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', office: 'Paris' },
  { id: 3, name: 'Hana Sato', role: 'Engineering manager', office: 'Tokyo' },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', office: 'Madrid' },
];

// Defined outside the component, so the array keeps the same reference on every render.
const columns: GridColDef[] = [
  // `field` alone: the header shows the field name and the cells show `row.name`.
  { field: 'name' },
  // `headerName` gives the column a readable title.
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office' },
];

export default function BasicColumns() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
