import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Colleague {
  id: number;
  name: string;
  role: string;
  department: string;
  city: string;
  extension: number;
}

const rows: Colleague[] = [
  { id: 1, name: 'Amara Okafor', role: 'Staff engineer', department: 'Engineering', city: 'Lagos', extension: 2104 },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', department: 'Design', city: 'Paris', extension: 2231 },
  { id: 3, name: 'Hana Sato', role: 'Engineering manager', department: 'Engineering', city: 'Tokyo', extension: 2109 },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', department: 'Sales', city: 'Madrid', extension: 2350 },
  { id: 5, name: 'Priya Raman', role: 'Financial analyst', department: 'Finance', city: 'Singapore', extension: 2412 },
  { id: 6, name: 'Chloé Laurent', role: 'Design lead', department: 'Design', city: 'Paris', extension: 2230 },
  { id: 7, name: 'Mateo Rossi', role: 'Sales manager', department: 'Sales', city: 'Milan', extension: 2355 },
];

const columns: GridColDef<Colleague>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'extension', headerName: 'Ext.', type: 'number', width: 70, valueFormatter: (value: number) => String(value) },
];

export default function QuickFilterToolbar() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
