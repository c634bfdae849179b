import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: 'Paid' | 'Sent' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-0412', client: 'Kestrel Logistics', amount: 4820, status: 'Overdue' },
  { id: 'INV-0413', client: 'Harbor & Pine', amount: 1260, status: 'Paid' },
  { id: 'INV-0414', client: 'Lumen Studio', amount: 890, status: 'Sent' },
  { id: 'INV-0415', client: 'Vega Dental', amount: 2315, status: 'Overdue' },
  { id: 'INV-0416', client: 'Orchard Foods', amount: 640, status: 'Paid' },
  { id: 'INV-0417', client: 'Atlas Rentals', amount: 3100, status: 'Sent' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function CheckboxSelection() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </Box>
  );
}
