import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'INV-2401', customer: 'Harbor Logistics', amount: 1250, dueDate: new Date(2025, 1, 14), status: 'Paid' },
  { id: 'INV-2402', customer: 'Cedar & Pine Studio', amount: 480, dueDate: new Date(2025, 1, 28), status: 'Sent' },
  { id: 'INV-2403', customer: 'Blue Fern Dental', amount: 2310.4, dueDate: new Date(2025, 2, 7), status: 'Draft' },
  { id: 'INV-2404', customer: 'Oakridge Farms', amount: 915, dueDate: new Date(2025, 2, 15), status: 'Paid' },
  { id: 'INV-2405', customer: 'Northwind Traders', amount: 3600, dueDate: new Date(2025, 2, 31), status: 'Draft' },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, editable: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100, editable: true },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120, editable: true },
  { field: 'status', headerName: 'Status', width: 90 },
];

// Paid invoices are locked: the editable columns stay read-only on those rows.
const isCellEditable = (params) => params.row.status !== 'Paid';

export default function IsCellEditable() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .invoice-locked': { color: 'text.secondary' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        getRowClassName={(params) => (params.row.status === 'Paid' ? 'invoice-locked' : '')}
        hideFooter
      />
    </Box>
  );
}
