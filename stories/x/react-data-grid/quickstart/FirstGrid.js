import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Harbor Books', product: 'Desk lamp', quantity: 12, total: 588, orderedOn: new Date(2024, 2, 4) },
  {
    id: 2,
    customer: 'Northwind Café',
    product: 'Espresso cups',
    quantity: 48,
    total: 432,
    orderedOn: new Date(2024, 2, 6),
  },
  {
    id: 3,
    customer: 'Atelier Brun',
    product: 'Linen apron',
    quantity: 20,
    total: 780,
    orderedOn: new Date(2024, 2, 9),
  },
  {
    id: 4,
    customer: 'Kestrel Outdoors',
    product: 'Trail bottle',
    quantity: 150,
    total: 2250,
    orderedOn: new Date(2024, 2, 11),
  },
  {
    id: 5,
    customer: 'Harbor Books',
    product: 'Reading stand',
    quantity: 8,
    total: 312,
    orderedOn: new Date(2024, 2, 15),
  },
  { id: 6, customer: 'Lumen Studio', product: 'Desk lamp', quantity: 5, total: 245, orderedOn: new Date(2024, 2, 18) },
];

const columns = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
];

export default function FirstGrid() {
  return (
    // The grid fills its parent: give the parent a height.
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
