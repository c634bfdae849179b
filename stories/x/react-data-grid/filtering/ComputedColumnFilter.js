import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Espresso beans, 1 kg', quantity: 12, unitPrice: 24.5 },
  { id: 2, product: 'Oat milk, 1 L', quantity: 48, unitPrice: 2.1 },
  { id: 3, product: 'Paper cups, 500 pack', quantity: 6, unitPrice: 38 },
  { id: 4, product: 'Grinder burr set', quantity: 1, unitPrice: 189 },
  { id: 5, product: 'Chai syrup, 750 ml', quantity: 10, unitPrice: 11.9 },
  { id: 6, product: 'Cold brew filters, 100 pack', quantity: 4, unitPrice: 16.25 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value) => currency.format(value),
  },
  {
    // No `total` field in the rows: the value is computed, and filters compare the computed number.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value) => currency.format(value),
  },
];

export default function ComputedColumnFilter() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 100 }] } },
        }}
      />
    </Box>
  );
}
