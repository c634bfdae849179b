import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  quarter: string;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const sales: Sale[] = [
  { id: 1, quarter: 'Q1', region: 'North', product: 'Laptop', units: 4, revenue: 4800 },
  { id: 2, quarter: 'Q1', region: 'North', product: 'Monitor', units: 10, revenue: 3200 },
  { id: 3, quarter: 'Q1', region: 'South', product: 'Laptop', units: 6, revenue: 7200 },
  { id: 4, quarter: 'Q1', region: 'South', product: 'Monitor', units: 3, revenue: 960 },
  { id: 5, quarter: 'Q2', region: 'North', product: 'Laptop', units: 5, revenue: 6000 },
  { id: 6, quarter: 'Q2', region: 'North', product: 'Monitor', units: 8, revenue: 2560 },
  { id: 7, quarter: 'Q2', region: 'South', product: 'Laptop', units: 9, revenue: 10800 },
  { id: 8, quarter: 'Q2', region: 'South', product: 'Monitor', units: 7, revenue: 2240 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) => (value == null ? '' : usd.format(value)),
  },
];

export default function PivotValues() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        hideFooter
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }],
              columns: [{ field: 'quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
