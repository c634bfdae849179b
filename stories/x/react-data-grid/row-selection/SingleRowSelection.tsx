import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', role: 'Staff engineer', office: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', office: 'Paris' },
  { id: 3, name: 'Hana Sato', role: 'Engineering manager', office: 'Tokyo' },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', office: 'Madrid' },
  { id: 5, name: 'Priya Raman', role: 'Financial analyst', office: 'Bengaluru' },
  { id: 6, name: 'Jonas Becker', role: 'Support specialist', office: 'Berlin' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function SingleRowSelection() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
