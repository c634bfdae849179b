import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'New York', country: 'United States', headcount: 240 },
  { id: 2, city: 'York', country: 'United Kingdom', headcount: 18 },
  { id: 3, city: 'São Paulo', country: 'Brazil', headcount: 95 },
  { id: 4, city: 'Paulo Afonso', country: 'Brazil', headcount: 6 },
  { id: 5, city: 'Cape Town', country: 'South Africa', headcount: 41 },
  { id: 6, city: 'Hong Kong', country: 'China', headcount: 77 },
  { id: 7, city: 'Buenos Aires', country: 'Argentina', headcount: 33 },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110 },
];

// Split on commas instead of spaces, so that a value may contain spaces: "New York, São Paulo".
const parseCommaSeparated = (input) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              // The inverse of the parser: how values set in the model are written back in the field.
              quickFilterFormatter: (values) => values.join(', '),
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['New York', 'São Paulo'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
