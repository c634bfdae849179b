import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Ergonomic office chair', quantity: 4, unitPrice: 289 },
  { id: 2, item: 'USB-C docking station', quantity: 12, unitPrice: 119.5 },
  { id: 3, item: '27" monitor', quantity: 6, unitPrice: 349 },
  { id: 4, item: 'Noise-cancelling headset', quantity: 15, unitPrice: 89.9 },
  { id: 5, item: 'Standing desk', quantity: 3, unitPrice: 612 },
  { id: 6, item: 'Wireless keyboard', quantity: 20, unitPrice: 54.25 },
];

const currency = (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 190 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: currency },
  {
    // `total` is not a field of the rows: the value getter computes it, and sorting uses that value.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: currency,
  },
];

export default function ComputedColumnSorting() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </Box>
  );
}
