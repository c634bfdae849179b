import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', salary: 124000, hireDate: new Date(2019, 2, 11) },
  { id: 2, name: 'Lucas Moreau', department: 'Design', salary: 98000, hireDate: new Date(2021, 7, 2) },
  { id: 3, name: 'Hana Sato', department: 'Engineering', salary: 141500, hireDate: new Date(2016, 10, 21) },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', salary: 87250, hireDate: new Date(2022, 0, 17) },
  { id: 5, name: 'Priya Raman', department: 'Finance', salary: 112300, hireDate: new Date(2018, 4, 7) },
  { id: 6, name: 'Jonas Becker', department: 'Support', salary: 64800, hireDate: new Date(2023, 5, 26) },
  { id: 7, name: 'Chloé Laurent', department: 'Design', salary: 105400, hireDate: new Date(2017, 8, 4) },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'hireDate', headerName: 'Hire date', type: 'date', width: 130 },
];

export default function BasicSorting() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
