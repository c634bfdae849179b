import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Burr coffee grinder', price: 129, rating: 4.6, reviews: 1284 },
  { id: 2, name: 'Gooseneck kettle', price: 79, rating: 4.8, reviews: 2311 },
  { id: 3, name: 'Pour-over dripper', price: 24, rating: 4.4, reviews: 876 },
  { id: 4, name: 'Espresso tamper', price: 35, rating: 4.1, reviews: 342 },
  { id: 5, name: 'Milk frother', price: 49, rating: 3.9, reviews: 1530 },
  { id: 6, name: 'Digital scale', price: 42, rating: 4.7, reviews: 958 },
];

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  // Best rated and most reviewed first, and never back to the unsorted order.
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100, sortingOrder: ['desc', 'asc'] },
  { field: 'reviews', headerName: 'Reviews', type: 'number', width: 110, sortingOrder: ['desc', 'asc'] },
];

export default function ColumnSortingOrder() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
