import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Europe', customer: 'Atelier Brun', quantity: 20, total: 780 },
  { id: 2, region: 'North America', customer: 'Harbor Books', quantity: 12, total: 588 },
  { id: 3, region: 'Europe', customer: 'Northwind Café', quantity: 48, total: 432 },
  { id: 4, region: 'North America', customer: 'Kestrel Outdoors', quantity: 150, total: 2250 },
  { id: 5, region: 'Asia Pacific', customer: 'Lumen Studio', quantity: 5, total: 245 },
  { id: 6, region: 'Asia Pacific', customer: 'Sakura Stationery', quantity: 64, total: 1152 },
];

const columns = [
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function FirstPremiumGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          // Premium features: group the orders by region and sum each group.
          rowGrouping: { model: ['region'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
