import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_FIELD } from '@mui/x-data-grid';

const rows = [
  { id: 'INV-0412', customer: 'Northwind Traders', issued: new Date(2025, 3, 2), amount: 1840.5, status: 'Paid' },
  { id: 'INV-0413', customer: 'Blue Harbor Foods', issued: new Date(2025, 3, 3), amount: 642, status: 'Overdue' },
  { id: 'INV-0414', customer: 'Alpine Outfitters', issued: new Date(2025, 3, 7), amount: 3275.2, status: 'Paid' },
  { id: 'INV-0415', customer: 'Sunrise Bakery', issued: new Date(2025, 3, 9), amount: 218.75, status: 'Draft' },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// These columns stay out of the panel: the selection checkboxes and the invoice number.
const fixedFields = [GRID_CHECKBOX_SELECTION_FIELD, 'id'];

const getTogglableColumns = (allColumns) =>
  allColumns.filter((column) => !fixedFields.includes(column.field)).map((column) => column.field);

export default function TogglableColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooter
        showToolbar
        slotProps={{ columnsManagement: { getTogglableColumns } }}
      />
    </Box>
  );
}
