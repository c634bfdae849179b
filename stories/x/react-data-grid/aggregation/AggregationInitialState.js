import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'SO-4101', product: 'Standing desk', customer: 'Northwind Traders', quantity: 12, unitPrice: 489 },
  { id: 'SO-4102', product: 'Ergonomic chair', customer: 'Blue Harbor Foods', quantity: 30, unitPrice: 329 },
  { id: 'SO-4103', product: 'Monitor arm', customer: 'Alpine Outfitters', quantity: 45, unitPrice: 119 },
  { id: 'SO-4104', product: 'Desk lamp', customer: 'Sunrise Bakery', quantity: 8, unitPrice: 74 },
  { id: 'SO-4105', product: 'Acoustic panel', customer: 'Coral Reef Dive Co.', quantity: 60, unitPrice: 58 },
  { id: 'SO-4106', product: 'Standing desk', customer: 'Maple Hardware', quantity: 5, unitPrice: 489 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value) => (value == null ? '' : currency.format(value)),
  },
];

export default function AggregationInitialState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum', unitPrice: 'avg' } } }}
        hideFooter
      />
    </Box>
  );
}
