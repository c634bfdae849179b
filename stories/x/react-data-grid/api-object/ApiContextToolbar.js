import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, Toolbar, gridSortModelSelector, useGridApiContext, useGridSelector } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-1041', customer: 'Northwind Cafe', placed: '2025-03-04', total: 1240.5, status: 'Shipped' },
  { id: 'SO-1042', customer: 'Harbor Supplies', placed: '2025-03-02', total: 318, status: 'Pending' },
  { id: 'SO-1043', customer: 'Blue Fern Dental', placed: '2025-03-07', total: 2890, status: 'Shipped' },
  { id: 'SO-1044', customer: 'Atlas Print Co.', placed: '2025-03-01', total: 74.9, status: 'Cancelled' },
  { id: 'SO-1045', customer: 'Lumen Studios', placed: '2025-03-06', total: 655, status: 'Pending' },
  { id: 'SO-1046', customer: 'Greenway Grocers', placed: '2025-03-03', total: 1502.25, status: 'Shipped' },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'placed', headerName: 'Placed', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// A slot component: it renders inside the grid, so the context gives it the grid's API.
function OrdersToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const newestFirst = sortModel[0]?.field === 'placed' && sortModel[0]?.sort === 'desc';

  return (
    <Toolbar>
      <Button size="small" disabled={newestFirst} onClick={() => apiRef.current.sortColumn('placed', 'desc')}>
        Newest first
      </Button>
      <Button size="small" disabled={sortModel.length === 0} onClick={() => apiRef.current.setSortModel([])}>
        Clear sorting
      </Button>
      <Button size="small" onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}>
        Fit columns
      </Button>
    </Toolbar>
  );
}

export default function ApiContextToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersToolbar }} showToolbar hideFooter />
    </Box>
  );
}
