import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

// One row per order line: the order's own fields repeat on each of its lines.

const rows = [
  {
    id: 1,
    order: 'SO-1042',
    customer: 'Northwind Traders',
    placedOn: '2025-03-03',
    item: 'Ergonomic office chair',
    quantity: 4,
    unitPrice: 289,
  },
  {
    id: 2,
    order: 'SO-1042',
    customer: 'Northwind Traders',
    placedOn: '2025-03-03',
    item: 'Standing desk',
    quantity: 2,
    unitPrice: 612,
  },
  {
    id: 3,
    order: 'SO-1042',
    customer: 'Northwind Traders',
    placedOn: '2025-03-03',
    item: 'Monitor arm',
    quantity: 6,
    unitPrice: 74.5,
  },
  {
    id: 4,
    order: 'SO-1043',
    customer: 'Blue Harbor Foods',
    placedOn: '2025-03-04',
    item: '27" monitor',
    quantity: 10,
    unitPrice: 349,
  },
  {
    id: 5,
    order: 'SO-1043',
    customer: 'Blue Harbor Foods',
    placedOn: '2025-03-04',
    item: 'USB-C docking station',
    quantity: 12,
    unitPrice: 119.5,
  },
  {
    id: 6,
    order: 'SO-1044',
    customer: 'Alpine Outfitters',
    placedOn: '2025-03-06',
    item: 'Noise-cancelling headset',
    quantity: 15,
    unitPrice: 89.9,
  },
  {
    id: 7,
    order: 'SO-1045',
    customer: 'Maple Hardware',
    placedOn: '2025-03-07',
    item: 'Wireless keyboard',
    quantity: 20,
    unitPrice: 54.25,
  },
  {
    id: 8,
    order: 'SO-1045',
    customer: 'Maple Hardware',
    placedOn: '2025-03-07',
    item: 'Wireless mouse',
    quantity: 18,
    unitPrice: 32,
  },
];

const columns = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'placedOn', headerName: 'Placed on', width: 110 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 190 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toFixed(2)}`,
  },
];

export default function BasicRowSpanning() {
  const [rowSpanning, setRowSpanning] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={rowSpanning} onChange={(event) => setRowSpanning(event.target.checked)} />}
        label="Row spanning"
        sx={{ alignSelf: 'flex-start' }}
      />
      <Box sx={{ height: 470 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSpanning={rowSpanning}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
