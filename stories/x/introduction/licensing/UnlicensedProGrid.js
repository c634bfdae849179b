import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'INV-1107', client: 'Northwind Traders', issued: new Date(2025, 0, 6), amount: 4820, status: 'Paid' },
  { id: 'INV-1108', client: 'Blue Harbor Foods', issued: new Date(2025, 0, 9), amount: 1275.5, status: 'Open' },
  { id: 'INV-1109', client: 'Alpine Outfitters', issued: new Date(2025, 0, 14), amount: 9310, status: 'Overdue' },
  { id: 'INV-1110', client: 'Maple Hardware', issued: new Date(2025, 0, 20), amount: 642.9, status: 'Paid' },
  { id: 'INV-1111', client: 'Coral Reef Dive Co.', issued: new Date(2025, 0, 27), amount: 2180, status: 'Open' },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 190 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function UnlicensedProGrid() {
  // No LicenseInfo.setLicenseKey() call anywhere: the grid works, but draws a watermark.
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        label="Invoices"
        hideFooter
        initialState={{ pinnedColumns: { left: ['id'] } }}
      />
    </Box>
  );
}
