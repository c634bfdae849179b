import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-1087', client: 'Harbor Logistics', dueDate: '2025-02-03', amount: 4200 },
  { id: 'INV-1088', client: 'Greenleaf Grocers', dueDate: '2025-02-05', amount: 860.5 },
  { id: 'INV-1089', client: 'Summit Dental', dueDate: '2025-02-10', amount: 1375 },
  { id: 'INV-1090', client: 'Bluebird Studio', dueDate: '2025-02-12', amount: 640 },
  { id: 'INV-1091', client: 'Orchard Legal', dueDate: '2025-02-14', amount: 2950 },
  { id: 'INV-1092', client: 'Pioneer Motors', dueDate: '2025-02-18', amount: 7125.25 },
  { id: 'INV-1093', client: 'Lumen Architects', dueDate: '2025-02-21', amount: 1890 },
  { id: 'INV-1094', client: 'Cedar Home Care', dueDate: '2025-02-27', amount: 515 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'dueDate', headerName: 'Due', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value) => currency.format(value),
  },
];

// Replaces the `footer` slot. It reads the selection from the grid's state, so the parent passes nothing,
// and keeps the library's own container and pagination.
function SelectionTotalFooter(props) {
  const apiRef = useGridApiContext();
  // Re-renders the footer whenever the selection changes. The map holds the selected rows of every page.
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const total = Array.from(selectedRows.values()).reduce((sum, row) => sum + row.amount, 0);

  return (
    <GridFooterContainer {...props} sx={{ flexWrap: 'wrap' }}>
      <Typography component="p" variant="body2" sx={{ px: 2, py: 1 }}>
        {selectedRows.size === 0
          ? 'Select invoices to add them up'
          : `${selectedRows.size} selected: ${currency.format(total)}`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function DataGridFooterState() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        // A single page size hides the page size selector, which keeps the footer narrow.
        pageSizeOptions={[5]}
        slots={{ footer: SelectionTotalFooter }}
      />
    </Box>
  );
}
