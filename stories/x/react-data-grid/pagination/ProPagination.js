import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';

function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CUSTOMERS = [
  'Northwind Traders',
  'Blue Harbor Foods',
  'Alpine Outfitters',
  'Sunrise Bakery',
  'Maple Hardware',
  'Coral Reef Dive Co.',
];
const PRODUCTS = [
  { name: 'Espresso beans 1 kg', price: 24 },
  { name: 'Ceramic mug', price: 12 },
  { name: 'Pour-over kettle', price: 58 },
  { name: 'Burr grinder', price: 139 },
  { name: 'Paper filters (100)', price: 6 },
];

const random = mulberry32(7);
const rows = Array.from({ length: 300 }, (_, index) => {
  const product = PRODUCTS[Math.floor(random() * PRODUCTS.length)];
  const quantity = 1 + Math.floor(random() * 12);
  return {
    id: `SO-${2001 + index}`,
    customer: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)],
    product: product.name,
    quantity,
    total: quantity * product.price,
  };
});

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ProPagination() {
  const [paginated, setPaginated] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={paginated} onChange={(event) => setPaginated(event.target.checked)} />}
        label="Paginate rows"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={paginated}
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
          // Pro and Premium pages can hold more than 100 rows.
          pageSizeOptions={[50, 100, 250]}
        />
      </Box>
    </Stack>
  );
}
