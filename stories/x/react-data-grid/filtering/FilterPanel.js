import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Trailhead 2P tent',
    category: 'Camping',
    price: 289,
    inStock: true,
    restockedOn: new Date(2025, 2, 4),
  },
  {
    id: 2,
    name: 'Summit down jacket',
    category: 'Apparel',
    price: 219,
    inStock: false,
    restockedOn: new Date(2024, 10, 18),
  },
  {
    id: 3,
    name: 'Ridge 45L backpack',
    category: 'Packs',
    price: 164,
    inStock: true,
    restockedOn: new Date(2025, 1, 20),
  },
  {
    id: 4,
    name: 'Basecamp camp stove',
    category: 'Camping',
    price: 74.5,
    inStock: true,
    restockedOn: new Date(2025, 0, 9),
  },
  {
    id: 5,
    name: 'Alpine trekking poles',
    category: 'Hiking',
    price: 59.9,
    inStock: false,
    restockedOn: new Date(2024, 8, 30),
  },
  { id: 6, name: 'Daypack 22L', category: 'Packs', price: 89, inStock: true, restockedOn: new Date(2025, 2, 12) },
  {
    id: 7,
    name: 'Merino base layer',
    category: 'Apparel',
    price: 79,
    inStock: true,
    restockedOn: new Date(2025, 1, 3),
  },
  {
    id: 8,
    name: 'Headlamp 400 lm',
    category: 'Hiking',
    price: 34.95,
    inStock: true,
    restockedOn: new Date(2024, 11, 14),
  },
];

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Apparel', 'Camping', 'Hiking', 'Packs'],
    width: 120,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toFixed(2)}`,
  },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
  { field: 'restockedOn', headerName: 'Restocked', type: 'date', width: 120 },
];

export default function FilterPanel() {
  return (
    <Box sx={{ height: 530, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
