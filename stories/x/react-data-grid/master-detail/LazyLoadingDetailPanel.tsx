import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  company: string;
  country: string;
}

interface Invoice {
  number: string;
  issuedOn: string;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const rows: Customer[] = [
  { id: 1, name: 'Helena Novak', company: 'Vltava Print', country: 'Czechia' },
  { id: 2, name: 'Kwame Mensah', company: 'Gold Coast Roasters', country: 'Ghana' },
  { id: 3, name: 'Isabela Costa', company: 'Rio Bikes', country: 'Brazil' },
  { id: 4, name: 'Arjun Mehta', company: 'Mehta Textiles', country: 'India' },
];

// The fake server: invoices per customer, answered after a short delay.
const invoicesByCustomer: Record<number, Invoice[]> = {
  1: [
    { number: 'INV-1081', issuedOn: 'Jan 15, 2025', amount: 1240, status: 'Paid' },
    { number: 'INV-1132', issuedOn: 'Feb 15, 2025', amount: 980, status: 'Open' },
  ],
  2: [{ number: 'INV-1094', issuedOn: 'Jan 28, 2025', amount: 3560, status: 'Overdue' }],
  3: [
    { number: 'INV-1012', issuedOn: 'Dec 2, 2024', amount: 450, status: 'Paid' },
    { number: 'INV-1077', issuedOn: 'Jan 10, 2025', amount: 615.5, status: 'Paid' },
    { number: 'INV-1140', issuedOn: 'Feb 20, 2025', amount: 720, status: 'Open' },
  ],
  4: [],
};

function fetchInvoices(customerId: number): Promise<Invoice[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(invoicesByCustomer[customerId] ?? []), 800);
  });
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function CustomerInvoices({ row }: { row: Customer }) {
  const [invoices, setInvoices] = React.useState<Invoice[] | null>(null);

  // Runs when the panel mounts, that is when the reader expands the row.
  React.useEffect(() => {
    let active = true;
    fetchInvoices(row.id).then((result) => {
      if (active) {
        setInvoices(result);
      }
    });
    return () => {
      active = false;
    };
  }, [row.id]);

  // The grid places the panel inside its row group: a row with one cell around the panel's
  // content keeps the table structure valid for assistive technologies.
  return (
    <div role="row">
      <Box role="gridcell" sx={{ py: 1.5, px: 2 }}>
        {invoices === null ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={16} aria-label={`Loading invoices of ${row.company}`} />
            <Typography variant="body2">Loading invoices…</Typography>
          </Stack>
        ) : invoices.length === 0 ? (
          <Typography variant="body2">No invoices for {row.company} yet.</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {invoices.map((invoice) => (
              <Typography key={invoice.number} component="li" variant="body2">
                {invoice.number} · {invoice.issuedOn} · {currency.format(invoice.amount)} ·{' '}
                <Box component="span" sx={{ color: invoice.status === 'Overdue' ? 'error.main' : 'text.secondary' }}>
                  {invoice.status}
                </Box>
              </Typography>
            ))}
          </Stack>
        )}
      </Box>
    </div>
  );
}

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Contact', width: 150 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 110 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Customer>) => <CustomerInvoices row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function LazyLoadingDetailPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
