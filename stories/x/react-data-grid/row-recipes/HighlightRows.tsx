import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueDate: string;
  status: 'Paid' | 'Due' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-3101', client: 'Northwind Traders', amount: 1840.5, dueDate: '2025-02-28', status: 'Paid' },
  { id: 'INV-3102', client: 'Blue Harbor Foods', amount: 642, dueDate: '2025-03-05', status: 'Overdue' },
  { id: 'INV-3103', client: 'Alpine Outfitters', amount: 3275.2, dueDate: '2025-03-31', status: 'Due' },
  { id: 'INV-3104', client: 'Sunrise Bakery', amount: 218.75, dueDate: '2025-03-10', status: 'Overdue' },
  { id: 'INV-3105', client: 'Maple Hardware', amount: 1299.99, dueDate: '2025-04-15', status: 'Due' },
  { id: 'INV-3106', client: 'Coral Reef Dive Co.', amount: 905.4, dueDate: '2025-02-20', status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
  { field: 'dueDate', headerName: 'Due date', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// One class per state; the grid adds it to the row element.
function getRowClassName({ row }: GridRowClassNameParams<Invoice>) {
  if (row.status === 'Overdue') {
    return 'invoice--overdue';
  }
  if (row.status === 'Paid') {
    return 'invoice--paid';
  }
  return '';
}

export default function HighlightRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => ({
          '& .invoice--overdue': {
            bgcolor: alpha(theme.palette.error.main, 0.1),
            // A bar on the inline start edge: the state does not rely on colour alone.
            boxShadow: `inset 4px 0 0 ${theme.palette.error.main}`,
            '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.16) },
            '&.Mui-selected': { bgcolor: alpha(theme.palette.error.main, 0.22) },
          },
          '& .invoice--paid': {
            color: 'text.secondary',
          },
        })}
      />
    </Box>
  );
}
