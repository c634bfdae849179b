import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  gridPaginationRowRangeSelector,
  Toolbar,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Expense {
  id: number;
  employee: string;
  category: string;
  amount: number;
}

const EMPLOYEES = ['Amara Okafor', 'Lucas Moreau', 'Hana Sato', 'Diego Alvarez', 'Priya Raman', 'Jonas Becker'];
const CATEGORIES = ['Travel', 'Meals', 'Software', 'Hardware', 'Training'];

const rows: Expense[] = Array.from({ length: 34 }, (_, index) => ({
  id: 501 + index,
  employee: EMPLOYEES[(index * 5) % EMPLOYEES.length],
  category: CATEGORIES[index % CATEGORIES.length],
  amount: 20 + ((index * 811) % 1480),
}));

const columns: GridColDef<Expense>[] = [
  { field: 'id', headerName: 'Claim', width: 80 },
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100 },
];

// The toolbar reads the pagination state through selectors and re-renders when it changes.
function PageSummary() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);
  const pageRows = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);
  const pageTotal = pageRows.reduce((sum, entry) => sum + (entry.model as Expense).amount, 0);

  return (
    <Toolbar>
      <Typography variant="body2" component="p" sx={{ flex: 1, px: 1 }}>
        Page {page + 1} of {pageCount}
        {range ? ` · rows ${range.firstRowIndex + 1}–${range.lastRowIndex + 1}` : ''} · ${pageTotal.toLocaleString('en-US')} on
        this page
      </Typography>
    </Toolbar>
  );
}

export default function PaginationSelectors() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: PageSummary }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
      />
    </Box>
  );
}
