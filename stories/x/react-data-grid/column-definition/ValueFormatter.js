import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Espresso beans, 1 kg', price: 24.9, vatRate: 0.055, lastRestock: new Date(2025, 2, 14) },
  { id: 2, name: 'Pour-over kettle', price: 64, vatRate: 0.2, lastRestock: new Date(2025, 1, 3) },
  { id: 3, name: 'Ceramic dripper', price: 27.5, vatRate: 0.2, lastRestock: new Date(2025, 2, 28) },
  { id: 4, name: 'Oat milk, 6 pack', price: 13.2, vatRate: 0.055, lastRestock: new Date(2025, 3, 2) },
  { id: 5, name: 'Burr grinder', price: 149, vatRate: 0.2, lastRestock: new Date(2024, 11, 18) },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value) => currency.format(value),
  },
  {
    field: 'vatRate',
    headerName: 'VAT',
    type: 'number',
    width: 90,
    // The getter turns 0.055 into 5.5: sorting and filtering use that number…
    valueGetter: (value) => Math.round(value * 1000) / 10,
    // …and the formatter only adds the unit for display.
    valueFormatter: (value) => `${value} %`,
  },
  {
    field: 'lastRestock',
    headerName: 'Last restock',
    type: 'date',
    width: 140,
    valueFormatter: (value) => value.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  },
];

export default function ValueFormatter() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
