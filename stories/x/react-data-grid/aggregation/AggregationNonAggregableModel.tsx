import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: string;
  item: string;
  budget: number;
  spent: number;
}

const rows: BudgetLine[] = [
  { id: 'WP-1', item: 'User research', budget: 24_000, spent: 21_350 },
  { id: 'WP-2', item: 'Interface design', budget: 38_000, spent: 40_120 },
  { id: 'WP-3', item: 'Back-end services', budget: 65_000, spent: 48_900 },
  { id: 'WP-4', item: 'Mobile app', budget: 52_000, spent: 33_475 },
  { id: 'WP-5', item: 'Launch campaign', budget: 18_000, spent: 6_200 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const formatCurrency = (value?: number) => (value == null ? '' : currency.format(value));

const columns: GridColDef<BudgetLine>[] = [
  { field: 'id', headerName: 'Package', width: 100 },
  { field: 'item', headerName: 'Work item', width: 170 },
  // The approved total is fixed: readers cannot change or remove its aggregation.
  { field: 'budget', headerName: 'Budget', type: 'number', width: 130, aggregable: false, valueFormatter: formatCurrency },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 130, valueFormatter: formatCurrency },
];

export default function AggregationNonAggregableModel() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        // A model entry still aggregates a column that has `aggregable: false`.
        initialState={{ aggregation: { model: { budget: 'sum', spent: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
