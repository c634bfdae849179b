import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface ProductLine {
  id: number;
  product: string;
  revenue: number;
  profit: number;
}

const rows: ProductLine[] = [
  { id: 1, product: 'Standing desk', revenue: 58_680, profit: 17_600 },
  { id: 2, product: 'Ergonomic chair', revenue: 98_700, profit: 24_680 },
  { id: 3, product: 'Monitor arm', revenue: 5_355, profit: 2_410 },
  { id: 4, product: 'Desk lamp', revenue: 592, profit: 300 },
  { id: 5, product: 'Acoustic panel', revenue: 3_480, profit: 610 },
];

interface ProfitAndRevenue {
  profit: number;
  revenue: number;
}

// Total profit over total revenue: reads two fields of each row, not the margin cells.
const overallMargin: GridAggregationFunction<ProfitAndRevenue, number | null> = {
  getCellValue: ({ row }) => ({ profit: row.profit, revenue: row.revenue }),
  apply: ({ values }) => {
    let profit = 0;
    let revenue = 0;
    values.forEach((value) => {
      if (value) {
        profit += value.profit;
        revenue += value.revenue;
      }
    });
    return revenue === 0 ? null : profit / revenue;
  },
  label: 'overall',
  columnTypes: ['number'],
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, overallMargin };

const money = (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns: GridColDef<ProductLine>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120, valueFormatter: money },
  { field: 'profit', headerName: 'Profit', type: 'number', width: 110, valueFormatter: money },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => (row.revenue ? row.profit / row.revenue : null),
    valueFormatter: (value?: number | null) => (value == null ? '' : `${(value * 100).toFixed(1)} %`),
  },
];

export default function AggregationMultipleFields() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { revenue: 'sum', profit: 'sum', margin: 'overallMargin' } } }}
        hideFooter
      />
    </Box>
  );
}
