import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueDate: Date;
}

const rows: Invoice[] = [
  { id: 'INV-2041', client: 'Harbor Books', amount: 1840, dueDate: new Date(2025, 0, 15) },
  { id: 'INV-2042', client: 'Atelier Brun', amount: 920, dueDate: new Date(2025, 0, 18) },
  { id: 'INV-2043', client: 'Kestrel Outdoors', amount: 6375, dueDate: new Date(2025, 0, 22) },
  { id: 'INV-2044', client: 'Lumen Studio', amount: 410, dueDate: new Date(2025, 0, 29) },
  { id: 'INV-2045', client: 'Northwind Café', amount: 2260, dueDate: new Date(2025, 1, 3) },
  { id: 'INV-2046', client: 'Sakura Stationery', amount: 1185, dueDate: new Date(2025, 1, 7) },
  { id: 'INV-2047', client: 'Harbor Books', amount: 760, dueDate: new Date(2025, 1, 12) },
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
  { field: 'dueDate', headerName: 'Due date', type: 'date', width: 120 },
];

export default function PercentageDimensions() {
  return (
    // The panel has a definite height, so percentages inside it resolve.
    <Paper variant="outlined" sx={{ height: 400, p: 2, boxSizing: 'border-box' }}>
      <Box sx={{ height: '15%' }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Open invoices
        </Typography>
        <Typography variant="body2" color="text.secondary">
          January and February 2025
        </Typography>
      </Box>
      {/* 85% of the panel's content box. */}
      <Box sx={{ height: '85%', width: '100%' }}>
        <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Paper>
  );
}
