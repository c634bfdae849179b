import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

// A small seeded generator, so that every render shows the same 42 employees.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = ['Amara', 'Lucas', 'Hana', 'Diego', 'Priya', 'Jonas', 'Chloé', 'Mateo', 'Sofia', 'Kwame', 'Ingrid', 'Ravi', 'Yara', 'Tomás'];
const LAST_NAMES = ['Okafor', 'Moreau', 'Sato', 'Alvarez', 'Raman', 'Becker', 'Laurent', 'Rossi', 'Lindqvist', 'Mensah', 'Haugen'];
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Finance', 'Support', 'Marketing'];
const OFFICES = ['Lagos', 'Paris', 'Tokyo', 'Madrid', 'Berlin', 'Toronto'];

const random = mulberry32(42);
const rows: Employee[] = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`,
  department: DEPARTMENTS[Math.floor(random() * DEPARTMENTS.length)],
  office: OFFICES[Math.floor(random() * OFFICES.length)],
  salary: 60000 + Math.round(random() * 90) * 1000,
}));

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function CommunityPagination() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
