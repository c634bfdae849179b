import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SKU-201', name: 'Trail running shoes', stock: 42, price: 129 },
  { id: 'SKU-202', name: 'Merino base layer', stock: 0, price: 79 },
  { id: 'SKU-203', name: 'Ridge 45L backpack', stock: 7, price: 189 },
  { id: 'SKU-204', name: 'Insulated bottle', stock: 0, price: 32 },
  { id: 'SKU-205', name: 'Rain shell jacket', stock: 26, price: 149 },
  { id: 'SKU-206', name: 'Headlamp 400 lm', stock: 64, price: 45 },
];

const columns = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
];

// Products that are out of stock cannot be added to an order.
const isInStock = (params) => params.row.stock > 0;

export default function IsRowSelectable() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection isRowSelectable={isInStock} />
    </Box>
  );
}
