import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridBooleanCell,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  paid: boolean;
}

const rows: Invoice[] = [
  { id: 'INV-2025-031', client: 'Northwind Traders', amount: 12_480, paid: true },
  { id: 'INV-2025-032', client: 'Alpine Outfitters', amount: 3_215, paid: true },
  { id: 'INV-2025-033', client: 'Sunrise Bakery', amount: 860, paid: false },
  { id: 'INV-2025-034', client: 'Coral Reef Dive Co.', amount: 7_940, paid: true },
  { id: 'INV-2025-035', client: 'Maple Hardware', amount: 5_105, paid: false },
  { id: 'INV-2025-036', client: 'Blue Harbor Foods', amount: 2_390, paid: true },
];

// The middle value: less sensitive to one very large invoice than the average.
const median: GridAggregationFunction<number, number | null> = {
  apply: ({ values }) => {
    const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) {
      return null;
    }
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  },
  label: 'median',
  columnTypes: ['number'],
};

// How many cells are checked: "4 paid" rather than a sum of booleans.
const countTrue: GridAggregationFunction<boolean, number> = {
  apply: ({ values }) => values.filter((value) => value === true).length,
  label: 'count checked',
  columnTypes: ['boolean'],
  valueFormatter: (value?: number) => (value == null ? '' : `${value} paid`),
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median, countTrue };

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
  {
    field: 'paid',
    headerName: 'Paid',
    type: 'boolean',
    width: 130,
    // Boolean cells draw an icon, and nothing for a number: print the count instead.
    renderCell: (params) => (params.aggregation ? params.formattedValue : <GridBooleanCell {...params} />),
  },
];

export default function AggregationCustomFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { amount: 'median', paid: 'countTrue' } } }}
        hideFooter
      />
    </Box>
  );
}
