import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const stores = [
  { id: 1, store: 'Lisbon', base: 31 },
  { id: 2, store: 'Zurich', base: 58 },
  { id: 3, store: 'Osaka', base: 44 },
  { id: 4, store: 'Toronto', base: 39 },
];

// Monthly revenue in thousands: one column per month, two summary columns.
const rows = stores.map(({ id, store, base }) => {
  const row = { id, store };
  months.forEach((month, index) => {
    row[month] = base + ((index * 7 + id * 3) % 11);
  });
  row.total = months.reduce((sum, month) => sum + row[month], 0);
  row.average = Math.round((row.total / 12) * 10) / 10;
  return row;
});

const columns = [
  { field: 'store', headerName: 'Store', width: 100, hideable: false },
  ...months.map((month) => ({ field: month, headerName: `${month} 2024`, type: 'number', width: 90 })),
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
  { field: 'average', headerName: 'Monthly average', type: 'number', width: 140 },
];

export default function ToggleAllMode() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        // "Show/Hide All" only affects the columns matching the search.
        slotProps={{ columnsManagement: { toggleAllMode: 'filteredOnly' } }}
      />
    </Box>
  );
}
