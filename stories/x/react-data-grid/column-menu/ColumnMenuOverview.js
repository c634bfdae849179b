import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    office: 'Lagos',
    salary: 124000,
    startDate: new Date(2019, 2, 11),
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    department: 'Design',
    office: 'Paris',
    salary: 98000,
    startDate: new Date(2021, 7, 2),
  },
  {
    id: 3,
    name: 'Hana Sato',
    department: 'Engineering',
    office: 'Tokyo',
    salary: 141500,
    startDate: new Date(2016, 10, 21),
  },
  {
    id: 4,
    name: 'Diego Alvarez',
    department: 'Sales',
    office: 'Madrid',
    salary: 87250,
    startDate: new Date(2022, 0, 17),
  },
  {
    id: 5,
    name: 'Priya Raman',
    department: 'Finance',
    office: 'Singapore',
    salary: 112300,
    startDate: new Date(2018, 4, 7),
  },
  {
    id: 6,
    name: 'Jonas Becker',
    department: 'Support',
    office: 'Berlin',
    salary: 64800,
    startDate: new Date(2023, 5, 26),
  },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
];

export default function ColumnMenuOverview() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
