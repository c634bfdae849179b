import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  issuedOn: Date;
  amount: number;
}

const rows: Invoice[] = [
  { id: 'INV-2025-031', client: 'Northwind Traders', issuedOn: new Date(2025, 2, 3), amount: 12_480 },
  { id: 'INV-2025-032', client: 'Alpine Outfitters', issuedOn: new Date(2025, 2, 17), amount: 3_215 },
  { id: 'INV-2025-033', client: 'Sunrise Bakery', issuedOn: new Date(2025, 3, 2), amount: 860 },
  { id: 'INV-2025-034', client: 'Coral Reef Dive Co.', issuedOn: new Date(2025, 3, 18), amount: 7_940 },
  { id: 'INV-2025-035', client: 'Maple Hardware', issuedOn: new Date(2025, 3, 24), amount: 5_105 },
  { id: 'INV-2025-036', client: 'Harbor Books', issuedOn: new Date(2025, 4, 6), amount: 2_310 },
];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayName = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 170 },
  {
    field: 'issuedOn',
    headerName: 'Issued',
    type: 'date',
    width: 150,
    // One group per month; the key must be a string, number or boolean.
    groupingValueGetter: (value: Date) => monthName.format(value),
    // Dates in rows; the group keys (already text) in the grouping column.
    valueFormatter: (value?: Date | string) => (value instanceof Date ? dayName.format(value) : (value ?? '')),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
];

export default function RowGroupingDateColumn() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['issuedOn'] } }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
