import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: string;
}

const rows: Invoice[] = [
  { id: 'INV-3101', client: 'Harbor Books', amount: 1840, status: 'Paid' },
  { id: 'INV-3102', client: 'Atelier Brun', amount: 920, status: 'Overdue' },
  { id: 'INV-3103', client: 'Kestrel Outdoors', amount: 6375, status: 'Sent' },
  { id: 'INV-3104', client: 'Lumen Studio', amount: 410, status: 'Paid' },
  { id: 'INV-3105', client: 'Northwind Café', amount: 2260, status: 'Draft' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function LabelledGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* The label is shown in the toolbar and names the grid for assistive technology. */}
      <DataGrid rows={rows} columns={columns} label="Invoices, March 2025" showToolbar hideFooter />
    </Box>
  );
}
