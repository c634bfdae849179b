import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const departments = ['Engineering', 'Design', 'Sales', 'Finance', 'Support', 'Marketing'];

const rows = [
  {
    id: 1,
    name: 'Amara Okafor',
    jobTitle: 'Staff engineer',
    department: 'Engineering',
    salary: 148000,
    startDate: new Date(2017, 2, 13),
    remote: true,
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    jobTitle: 'Product designer',
    department: 'Design',
    salary: 98000,
    startDate: new Date(2021, 7, 2),
    remote: false,
  },
  {
    id: 3,
    name: 'Hana Sato',
    jobTitle: 'Engineering manager',
    department: 'Engineering',
    salary: 162500,
    startDate: new Date(2015, 10, 23),
    remote: false,
  },
  {
    id: 4,
    name: 'Diego Alvarez',
    jobTitle: 'Account executive',
    department: 'Sales',
    salary: 87250,
    startDate: new Date(2022, 0, 17),
    remote: true,
  },
  {
    id: 5,
    name: 'Priya Raman',
    jobTitle: 'Financial analyst',
    department: 'Finance',
    salary: 104300,
    startDate: new Date(2019, 4, 6),
    remote: false,
  },
  {
    id: 6,
    name: 'Jonas Becker',
    jobTitle: 'Support specialist',
    department: 'Support',
    salary: 61800,
    startDate: new Date(2023, 5, 26),
    remote: true,
  },
  {
    id: 7,
    name: 'Chloé Laurent',
    jobTitle: 'Design lead',
    department: 'Design',
    salary: 121400,
    startDate: new Date(2018, 8, 3),
    remote: true,
  },
  {
    id: 8,
    name: 'Mateo Rossi',
    jobTitle: 'Sales manager',
    department: 'Sales',
    salary: 112000,
    startDate: new Date(2016, 3, 11),
    remote: false,
  },
  {
    id: 9,
    name: 'Sofia Lindqvist',
    jobTitle: 'Frontend engineer',
    department: 'Engineering',
    salary: 118900,
    startDate: new Date(2020, 1, 24),
    remote: true,
  },
  {
    id: 10,
    name: 'Kwame Mensah',
    jobTitle: 'Content strategist',
    department: 'Marketing',
    salary: 84600,
    startDate: new Date(2021, 10, 8),
    remote: true,
  },
  {
    id: 11,
    name: 'Elena Petrova',
    jobTitle: 'Controller',
    department: 'Finance',
    salary: 131200,
    startDate: new Date(2014, 6, 1),
    remote: false,
  },
  {
    id: 12,
    name: 'Rahul Mehta',
    jobTitle: 'Backend engineer',
    department: 'Engineering',
    salary: 126700,
    startDate: new Date(2019, 9, 14),
    remote: false,
  },
  {
    id: 13,
    name: 'Aisha Bello',
    jobTitle: 'Support team lead',
    department: 'Support',
    salary: 78400,
    startDate: new Date(2018, 11, 3),
    remote: true,
  },
  {
    id: 14,
    name: 'Tomás Oliveira',
    jobTitle: 'Growth marketer',
    department: 'Marketing',
    salary: 92300,
    startDate: new Date(2022, 8, 19),
    remote: false,
  },
  {
    id: 15,
    name: 'Mei Lin',
    jobTitle: 'UX researcher',
    department: 'Design',
    salary: 103800,
    startDate: new Date(2020, 5, 29),
    remote: true,
  },
  {
    id: 16,
    name: 'Noah Fischer',
    jobTitle: 'Solutions engineer',
    department: 'Sales',
    salary: 109500,
    startDate: new Date(2023, 2, 6),
    remote: true,
  },
  {
    id: 17,
    name: 'Grace Kim',
    jobTitle: 'Site reliability engineer',
    department: 'Engineering',
    salary: 137600,
    startDate: new Date(2017, 7, 21),
    remote: false,
  },
  {
    id: 18,
    name: 'Omar Haddad',
    jobTitle: 'Payroll specialist',
    department: 'Finance',
    salary: 72900,
    startDate: new Date(2024, 0, 8),
    remote: false,
  },
  {
    id: 19,
    name: 'Isabel Costa',
    jobTitle: 'Brand manager',
    department: 'Marketing',
    salary: 99100,
    startDate: new Date(2019, 1, 18),
    remote: true,
  },
  {
    id: 20,
    name: 'Viktor Novak',
    jobTitle: 'Customer success manager',
    department: 'Support',
    salary: 83700,
    startDate: new Date(2021, 3, 12),
    remote: false,
  },
  {
    id: 21,
    name: 'Leila Ahmadi',
    jobTitle: 'Data engineer',
    department: 'Engineering',
    salary: 129300,
    startDate: new Date(2022, 4, 23),
    remote: true,
  },
  {
    id: 22,
    name: 'Samuel Adeyemi',
    jobTitle: 'Sales development rep',
    department: 'Sales',
    salary: 64200,
    startDate: new Date(2024, 2, 4),
    remote: false,
  },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'jobTitle', headerName: 'Job title', width: 200 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    width: 140,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function EmployeeDirectory() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employee directory"
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        density="compact"
        pageSizeOptions={[5, 10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
        }}
      />
    </Box>
  );
}
