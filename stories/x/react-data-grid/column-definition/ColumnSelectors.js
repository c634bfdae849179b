import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    invoice: 'INV-2025-0412',
    customer: 'Northwind Traders',
    issued: new Date(2025, 3, 2),
    amount: 1840.5,
    paid: true,
  },
  {
    id: 2,
    invoice: 'INV-2025-0413',
    customer: 'Blue Harbor Foods',
    issued: new Date(2025, 3, 3),
    amount: 642,
    paid: false,
  },
  {
    id: 3,
    invoice: 'INV-2025-0414',
    customer: 'Alpine Outfitters',
    issued: new Date(2025, 3, 7),
    amount: 3275.2,
    paid: true,
  },
  {
    id: 4,
    invoice: 'INV-2025-0415',
    customer: 'Sunrise Bakery',
    issued: new Date(2025, 3, 9),
    amount: 218.75,
    paid: false,
  },
];

const columns = [
  { field: 'invoice', headerName: 'Invoice', width: 140 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

// Rendered inside the grid, so it can read the grid's state through the API context.
function ColumnSummaryFooter() {
  const apiRef = useGridApiContext();
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibleColumns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const hidden = allColumns.filter((column) => !visibleColumns.includes(column));

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {visibleColumns.length} of {allColumns.length} columns visible
        {hidden.length > 0 && ` (hidden: ${hidden.map((column) => column.headerName).join(', ')})`}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnSelectors() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: ColumnSummaryFooter }}
        initialState={{ columns: { columnVisibilityModel: { issued: false } } }}
      />
    </Box>
  );
}
