import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridEventListener } from '@mui/x-data-grid-pro';

interface Transaction {
  id: number;
  date: string;
  merchant: string;
  category: string;
  amount: number;
}

// A small seeded generator, so transaction n is always the same.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const merchants: [string, string][] = [
  ['Corner Grocery', 'Groceries'],
  ['City Transit', 'Transport'],
  ['Bean There Café', 'Dining'],
  ['Harbor Pharmacy', 'Health'],
  ['Northwind Books', 'Shopping'],
  ['Volt Energy', 'Utilities'],
  ['Cinema Paradiso', 'Entertainment'],
];

function transaction(index: number): Transaction {
  const random = mulberry32(index + 1);
  const [merchant, category] = merchants[Math.floor(random() * merchants.length)];
  // Newest first: one or two transactions a day, going back from March 31, 2025.
  const day = new Date(Date.UTC(2025, 2, 31 - Math.floor(index / 2)));
  return {
    id: 90000 - index,
    date: day.toISOString().slice(0, 10),
    merchant,
    category,
    amount: Math.round((4 + random() * 180) * 100) / 100,
  };
}

const PAGE_SIZE = 25;
const TOTAL = 100;

// Stands in for a request to your API.
function fetchTransactions(start: number): Transaction[] {
  return Array.from({ length: Math.min(PAGE_SIZE, TOTAL - start) }, (_, offset) => transaction(start + offset));
}

const columns: GridColDef<Transaction>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<Transaction[]>(() => fetchTransactions(0));
  const [loading, setLoading] = React.useState(false);
  const pendingRequest = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(pendingRequest.current), []);

  const handleRowsScrollEnd: GridEventListener<'rowsScrollEnd'> = () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    // Simulates the network: the next 25 transactions arrive a moment later.
    pendingRequest.current = setTimeout(() => {
      setRows((current) => [...current, ...fetchTransactions(current.length)]);
      setLoading(false);
    }, 600);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={120}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      />
    </Box>
  );
}
