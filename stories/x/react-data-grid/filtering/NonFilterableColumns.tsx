import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  email: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', email: 'amara.okafor@example.com', salary: 124000 },
  { id: 2, name: 'Lucas Moreau', department: 'Design', email: 'lucas.moreau@example.com', salary: 98000 },
  { id: 3, name: 'Hana Sato', department: 'Engineering', email: 'hana.sato@example.com', salary: 141500 },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', email: 'diego.alvarez@example.com', salary: 87250 },
  { id: 5, name: 'Priya Raman', department: 'Finance', email: 'priya.raman@example.com', salary: 112300 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  // Contact details and pay are not something readers should filter on.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 210, filterable: false },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, filterable: false },
];

export default function NonFilterableColumns() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
