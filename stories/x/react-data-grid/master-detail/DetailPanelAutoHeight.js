import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DataGridPro, useGridApiContext } from '@mui/x-data-grid-pro';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const initialRows = [
  {
    id: 'SO-2201',
    customer: 'Northwind Traders',
    city: 'Seattle',
    placedOn: new Date(2025, 1, 3),
    items: [
      { sku: 'CF-110', product: 'Espresso beans, 1 kg', quantity: 12, unitPrice: 24.5 },
      { sku: 'CF-214', product: 'Oat milk, case of 6', quantity: 4, unitPrice: 15.9 },
    ],
  },
  {
    id: 'SO-2202',
    customer: 'Alpine Outfitters',
    city: 'Zurich',
    placedOn: new Date(2025, 1, 4),
    items: [
      { sku: 'OT-501', product: 'Trekking poles', quantity: 10, unitPrice: 59 },
      { sku: 'OT-522', product: 'Headlamp 400 lm', quantity: 25, unitPrice: 34.75 },
      { sku: 'OT-540', product: 'Bivvy bag', quantity: 6, unitPrice: 119 },
      { sku: 'OT-561', product: 'Water filter', quantity: 15, unitPrice: 42 },
    ],
  },
  {
    id: 'SO-2203',
    customer: 'Sunrise Bakery',
    city: 'Osaka',
    placedOn: new Date(2025, 1, 6),
    items: [{ sku: 'BK-007', product: 'Proofing baskets', quantity: 30, unitPrice: 8.4 }],
  },
  {
    id: 'SO-2204',
    customer: 'Maple Hardware',
    city: 'Toronto',
    placedOn: new Date(2025, 1, 7),
    items: [
      { sku: 'HW-330', product: 'Cordless drill', quantity: 5, unitPrice: 149 },
      { sku: 'HW-341', product: 'Drill bit set', quantity: 8, unitPrice: 27.5 },
      { sku: 'HW-355', product: 'Safety glasses', quantity: 20, unitPrice: 6.25 },
    ],
  },
];

const extraItem = { sku: 'GC-100', product: 'Gift card, $50', quantity: 1, unitPrice: 50 };

const orderTotal = (order) => order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);

const itemColumns = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value) => currency.format(value),
  },
];

function OrderItems({ row }) {
  const apiRef = useGridApiContext();

  const addItem = () => {
    apiRef.current.updateRows([
      { ...row, items: [...row.items, { ...extraItem, sku: `GC-${100 + row.items.length}` }] },
    ]);
  };

  // The grid places the panel inside its row group: a row with one cell around the panel's
  // content keeps the table structure valid for assistive technologies.
  return (
    <div role="row">
      <Stack role="gridcell" spacing={1} sx={{ py: 1.5, px: 2 }}>
        <Typography variant="body2" component="p">
          {row.items.length} {row.items.length === 1 ? 'line' : 'lines'} in order {row.id}, shipped to {row.city}
        </Typography>
        {/* A flex column parent lets the nested grid take the height of its rows. */}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGridPro
            density="compact"
            rows={row.items}
            columns={itemColumns}
            getRowId={(item) => item.sku}
            hideFooter
            disableColumnMenu
          />
        </Box>
        <div>
          <Button size="small" startIcon={<AddIcon />} onClick={addItem}>
            Add a gift card
          </Button>
        </div>
      </Stack>
    </div>
  );
}

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'placedOn', headerName: 'Placed on', type: 'date', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value) => currency.format(value),
  },
];

const getDetailPanelContent = ({ row }) => <OrderItems row={row} />;
const getDetailPanelHeight = () => 'auto';

export default function DetailPanelAutoHeight() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={initialRows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set(['SO-2201']) } }}
        hideFooter
      />
    </Box>
  );
}
