import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 'INV-2051', client: 'Northwind Traders', amount: 1280, status: 'Paid' },
  { id: 'INV-2052', client: 'Blue Harbor Cafe', amount: 342.5, status: 'Draft' },
  { id: 'INV-2053', client: 'Atlas Logistics', amount: 5610, status: 'Sent' },
  { id: 'INV-2054', client: 'Maple Dental', amount: 890, status: 'Draft' },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160, editable: true },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, editable: true },
  { field: 'status', headerName: 'Status', width: 90 },
];

export default function PreventDefaultBehavior() {
  const [notice, setNotice] = React.useState('Only draft invoices can be edited.');

  // Runs before the grid's own handler: setting defaultMuiPrevented skips it.
  const handleCellDoubleClick = (params, event) => {
    if (params.row.status !== 'Draft' && params.colDef.editable) {
      event.defaultMuiPrevented = true;
      setNotice(`${params.row.id} is ${params.row.status.toLowerCase()}: it cannot be edited.`);
    }
  };
  const handleCellKeyDown = (params, event) => {
    // The keys that would start editing: Enter, Backspace, Delete and printable characters.
    const startsEditing = ['Enter', 'Backspace', 'Delete'].includes(event.key) || event.key.length === 1;
    if (params.row.status !== 'Draft' && params.colDef.editable && startsEditing) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          hideFooter
          onCellDoubleClick={handleCellDoubleClick}
          onCellKeyDown={handleCellKeyDown}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {notice}
      </Typography>
    </Box>
  );
}
