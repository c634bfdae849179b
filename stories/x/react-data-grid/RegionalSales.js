import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, customer: 'Nordlicht GmbH', region: 'Europe', product: 'Analytics suite', quantity: 12, revenue: 28800 },
  { id: 2, customer: 'Atelier Rivoire', region: 'Europe', product: 'Team plan', quantity: 40, revenue: 15600 },
  { id: 3, customer: 'Hollandia Freight', region: 'Europe', product: 'API add-on', quantity: 5, revenue: 7450 },
  {
    id: 4,
    customer: 'Maple Ridge Health',
    region: 'North America',
    product: 'Analytics suite',
    quantity: 20,
    revenue: 48000,
  },
  {
    id: 5,
    customer: 'Cascade Outfitters',
    region: 'North America',
    product: 'Team plan',
    quantity: 65,
    revenue: 25350,
  },
  {
    id: 6,
    customer: 'Lone Star Logistics',
    region: 'North America',
    product: 'API add-on',
    quantity: 8,
    revenue: 11920,
  },
  { id: 7, customer: 'Sakura Mobility', region: 'Asia Pacific', product: 'Team plan', quantity: 30, revenue: 11700 },
  { id: 8, customer: 'Harbour Bank', region: 'Asia Pacific', product: 'Analytics suite', quantity: 15, revenue: 36000 },
  {
    id: 9,
    customer: 'Andes Mining Co.',
    region: 'Latin America',
    product: 'Analytics suite',
    quantity: 6,
    revenue: 14400,
  },
  { id: 10, customer: 'Café Paulista', region: 'Latin America', product: 'Team plan', quantity: 18, revenue: 7020 },
];

const currency = (value) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns = [
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130, valueFormatter: currency },
];

export default function RegionalSales() {
  return (
    <Box sx={{ height: 476, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        label="Orders by region"
        hideFooter
        isGroupExpandedByDefault={(node) => node.groupingKey === 'Europe'}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { quantity: 'sum', revenue: 'sum' } },
          // The group column already shows the region, so hide the original column.
          columns: { columnVisibilityModel: { region: false } },
        }}
      />
    </Box>
  );
}
