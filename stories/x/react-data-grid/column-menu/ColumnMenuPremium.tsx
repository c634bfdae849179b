import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'Europe', product: 'Trail running shoes', units: 420, revenue: 54180 },
  { id: 2, region: 'Europe', product: 'Rain jacket', units: 215, revenue: 38485 },
  { id: 3, region: 'Europe', product: 'Merino base layer', units: 380, revenue: 26220 },
  { id: 4, region: 'North America', product: 'Trail running shoes', units: 610, revenue: 78690 },
  { id: 5, region: 'North America', product: 'Rain jacket', units: 340, revenue: 60860 },
  { id: 6, region: 'North America', product: 'Merino base layer', units: 290, revenue: 20010 },
  { id: 7, region: 'Asia Pacific', product: 'Trail running shoes', units: 355, revenue: 45795 },
  { id: 8, region: 'Asia Pacific', product: 'Rain jacket', units: 190, revenue: 34010 },
  { id: 9, region: 'Asia Pacific', product: 'Merino base layer', units: 240, revenue: 16560 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function ColumnMenuPremium() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
