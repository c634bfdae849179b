import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'Lagos', salary: 124000 },
  { id: 2, name: 'Lucas Moreau', department: 'Design', office: 'Paris', salary: 98000 },
  { id: 3, name: 'Hana Sato', department: 'Engineering', office: 'Tokyo', salary: 141500 },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', office: 'Madrid', salary: 87250 },
  { id: 5, name: 'Chloé Laurent', department: 'Design', office: 'Paris', salary: 105400 },
  { id: 6, name: 'Mateo Rossi', department: 'Sales', office: 'Milan', salary: 91500 },
  { id: 7, name: 'Sofia Lindqvist', department: 'Engineering', office: 'Stockholm', salary: 118900 },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function MultiColumnSorting() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
