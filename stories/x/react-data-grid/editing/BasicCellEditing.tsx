import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
  startDate: Date;
  remote: boolean;
}

const rows: Employee[] = [
  { id: 1, name: 'Priya Raman', department: 'Engineering', salary: 98000, startDate: new Date(2021, 2, 15), remote: true },
  { id: 2, name: 'Tomás Ortega', department: 'Sales', salary: 67000, startDate: new Date(2019, 8, 2), remote: false },
  { id: 3, name: 'Ingrid Halvorsen', department: 'Finance', salary: 82500, startDate: new Date(2022, 0, 10), remote: false },
  { id: 4, name: 'Kwame Mensah', department: 'Engineering', salary: 105000, startDate: new Date(2018, 5, 25), remote: true },
  { id: 5, name: 'Mei Lin', department: 'Marketing', salary: 71000, startDate: new Date(2023, 3, 3), remote: true },
];

// Every column but `id` is editable; the column type picks the editor.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Finance', 'Marketing', 'Sales'],
    width: 140,
    editable: true,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90, editable: true },
];

export default function BasicCellEditing() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
