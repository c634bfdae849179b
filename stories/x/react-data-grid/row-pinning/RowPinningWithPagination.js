import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

// A small seeded random generator: the same orders on every render.
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const customers = [
  ['Northwind Traders', 'United States'],
  ['Alpine Outfitters', 'Switzerland'],
  ['Sunrise Bakery', 'Japan'],
  ['Maple Hardware', 'Canada'],
  ['Blue Harbor Foods', 'Portugal'],
  ['Coral Reef Dive Co.', 'Australia'],
  ['Vltava Print', 'Czechia'],
  ['Gold Coast Roasters', 'Ghana'],
];

const random = mulberry32(2025);
const rows = Array.from({ length: 48 }, (_, index) => {
  const [customer, country] = customers[Math.floor(random() * customers.length)];
  const items = 1 + Math.floor(random() * 12);
  return {
    id: 5001 + index,
    customer,
    country,
    items,
    amount: Math.round(items * (20 + random() * 180) * 100) / 100,
  };
});

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value) => currency.format(value),
  },
];

const pinnedRows = {
  bottom: [
    {
      id: 0,
      customer: `All ${rows.length} orders`,
      country: '',
      items: rows.reduce((sum, row) => sum + row.items, 0),
      amount: Math.round(rows.reduce((sum, row) => sum + row.amount, 0) * 100) / 100,
    },
  ],
};

export default function RowPinningWithPagination() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        showToolbar
      />
    </Box>
  );
}
