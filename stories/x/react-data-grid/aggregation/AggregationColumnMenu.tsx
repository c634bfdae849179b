import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  client: string;
  issuedOn: Date;
  amount: number;
  paid: boolean;
}

const rows: Invoice[] = [
  { id: 'INV-2025-031', client: 'Northwind Traders', issuedOn: new Date(2025, 2, 3), amount: 12_480, paid: true },
  { id: 'INV-2025-032', client: 'Alpine Outfitters', issuedOn: new Date(2025, 2, 7), amount: 3_215, paid: true },
  { id: 'INV-2025-033', client: 'Sunrise Bakery', issuedOn: new Date(2025, 2, 11), amount: 860, paid: false },
  { id: 'INV-2025-034', client: 'Coral Reef Dive Co.', issuedOn: new Date(2025, 2, 18), amount: 7_940, paid: true },
  { id: 'INV-2025-035', client: 'Maple Hardware', issuedOn: new Date(2025, 2, 24), amount: 5_105, paid: false },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', width: 170 },
  { field: 'issuedOn', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toLocaleString('en-US')}`),
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function AggregationColumnMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
