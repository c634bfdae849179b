import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

// Northwind Traders placed two orders in a row, and several lines have the same quantity.
const rows = [
  {
    id: 1,
    order: 'SO-2201',
    customer: 'Northwind Traders',
    placedOn: '2025-04-01',
    item: 'Laser printer',
    quantity: 1,
  },
  {
    id: 2,
    order: 'SO-2201',
    customer: 'Northwind Traders',
    placedOn: '2025-04-01',
    item: 'Toner cartridge',
    quantity: 4,
  },
  {
    id: 3,
    order: 'SO-2202',
    customer: 'Northwind Traders',
    placedOn: '2025-04-03',
    item: 'Paper shredder',
    quantity: 1,
  },
  { id: 4, order: 'SO-2202', customer: 'Northwind Traders', placedOn: '2025-04-03', item: 'Desk lamp', quantity: 1 },
  { id: 5, order: 'SO-2203', customer: 'Sunrise Bakery', placedOn: '2025-04-03', item: 'Label printer', quantity: 1 },
  { id: 6, order: 'SO-2203', customer: 'Sunrise Bakery', placedOn: '2025-04-03', item: 'Label roll', quantity: 12 },
];

function buildColumns(spanByOrder) {
  return [
    { field: 'order', headerName: 'Order', width: 100 },
    {
      field: 'customer',
      headerName: 'Customer',
      width: 160,
      // Same customer in two orders: include the order, so the span stops where the order ends.
      rowSpanValueGetter: spanByOrder ? (_value, row) => `${row.order} ${row.customer}` : undefined,
    },
    {
      field: 'placedOn',
      headerName: 'Placed on',
      type: 'date',
      width: 120,
      // A new Date object on every call: never equal to the previous row's, so it never spans on its own.
      valueGetter: (value) => new Date(`${value}T00:00:00`),
      // A string is compared by value: one date per order.
      rowSpanValueGetter: spanByOrder ? (_value, row) => `${row.order} ${row.placedOn}` : undefined,
    },
    { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
    {
      field: 'quantity',
      headerName: 'Qty',
      type: 'number',
      width: 70,
      // null: this column never spans.
      rowSpanValueGetter: spanByOrder ? () => null : undefined,
    },
  ];
}

export default function RowSpanValueGetter() {
  const [spanByOrder, setSpanByOrder] = React.useState(true);
  const columns = React.useMemo(() => buildColumns(spanByOrder), [spanByOrder]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={spanByOrder} onChange={(event) => setSpanByOrder(event.target.checked)} />}
        label="Use rowSpanValueGetter"
        sx={{ alignSelf: 'flex-start' }}
      />
      <Box sx={{ height: 380 }}>
        {/* The grid merges new column definitions into the current ones, and a property left
            undefined keeps its previous value: a new key starts from the new definitions. */}
        <DataGrid
          key={spanByOrder ? 'span-by-order' : 'span-by-value'}
          rows={rows}
          columns={columns}
          rowSpanning
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
