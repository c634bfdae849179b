import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Account {
  id: number;
  customer: string;
  creditLimit: number;
  tier: string;
}

const initialRows: Account[] = [
  { id: 1, customer: 'Harbor Logistics', creditLimit: 25000, tier: 'Gold' },
  { id: 2, customer: 'Cedar & Pine Studio', creditLimit: 5000, tier: 'Standard' },
  { id: 3, customer: 'Blue Fern Dental', creditLimit: 12000, tier: 'Silver' },
  { id: 4, customer: 'Oakridge Farms', creditLimit: 8000, tier: 'Standard' },
];

const columns: GridColDef<Account>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, editable: true },
  { field: 'creditLimit', headerName: 'Credit limit', type: 'number', width: 120, editable: true },
  {
    field: 'tier',
    headerName: 'Tier',
    type: 'singleSelect',
    valueOptions: ['Standard', 'Silver', 'Gold'],
    width: 110,
    editable: true,
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function describeChange(newRow: Account, oldRow: Account): string | null {
  if (newRow.customer !== oldRow.customer) {
    return `Rename "${oldRow.customer}" to "${newRow.customer}"?`;
  }
  if (newRow.creditLimit !== oldRow.creditLimit) {
    return `Change the credit limit of ${oldRow.customer} from ${money.format(oldRow.creditLimit)} to ${money.format(newRow.creditLimit)}?`;
  }
  if (newRow.tier !== oldRow.tier) {
    return `Move ${oldRow.customer} from ${oldRow.tier} to ${newRow.tier}?`;
  }
  return null;
}

interface PendingChange {
  question: string;
  newRow: Account;
  oldRow: Account;
  resolve: (row: Account) => void;
}

export default function ConfirmBeforeSaving() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  // The grid waits for the promise: it settles when the reader answers the dialog.
  const processRowUpdate = React.useCallback(
    (newRow: Account, oldRow: Account) =>
      new Promise<Account>((resolve) => {
        const question = describeChange(newRow, oldRow);
        if (question === null) {
          resolve(oldRow); // Nothing changed: nothing to confirm.
          return;
        }
        setPending({ question, newRow, oldRow, resolve });
        setOpen(true);
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    if (!pending || !open) {
      return;
    }
    // Resolving with the old row keeps the previous values on screen.
    pending.resolve(confirmed ? pending.newRow : pending.oldRow);
    // The question stays in `pending` while the dialog fades out.
    setOpen(false);
  };

  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={initialRows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={open} onClose={() => answer(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending?.question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>No, keep the old value</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Yes, save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
