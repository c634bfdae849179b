import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-premium';

interface MonthlySales {
  id: string;
  month: string;
  orders: number;
  revenue: number;
}

const rows: MonthlySales[] = [
  { id: '2025-01', month: 'January 2025', orders: 1_184, revenue: 96_420 },
  { id: '2025-02', month: 'February 2025', orders: 1_052, revenue: 88_310 },
  { id: '2025-03', month: 'March 2025', orders: 1_327, revenue: 112_905 },
  { id: '2025-04', month: 'April 2025', orders: 1_268, revenue: 104_760 },
];

// A row of the plan, pinned at the top: pinned rows are not part of the aggregation.
const pinnedRows: GridPinnedRowsProp<MonthlySales> = {
  top: [{ id: 'target', month: 'Target Jan–Apr', orders: 5_000, revenue: 420_000 }],
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<MonthlySales>[] = [
  { field: 'month', headerName: 'Month', width: 160 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

export default function AggregationPinnedRows() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        initialState={{ aggregation: { model: { orders: 'sum', revenue: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
