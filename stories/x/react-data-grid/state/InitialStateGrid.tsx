import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  region: string;
  placed: string;
  amount: number;
  status: string;
}

const rows: Order[] = [
  { id: 'SO-3101', customer: 'Northwind Cafe', region: 'Europe', placed: '2025-04-02', amount: 1240.5, status: 'Shipped' },
  { id: 'SO-3102', customer: 'Harbor Supplies', region: 'Americas', placed: '2025-04-03', amount: 318, status: 'Pending' },
  { id: 'SO-3103', customer: 'Blue Fern Dental', region: 'Americas', placed: '2025-04-03', amount: 2890, status: 'Shipped' },
  { id: 'SO-3104', customer: 'Atlas Print Co.', region: 'Asia Pacific', placed: '2025-04-05', amount: 74.9, status: 'Cancelled' },
  { id: 'SO-3105', customer: 'Lumen Studios', region: 'Europe', placed: '2025-04-06', amount: 655, status: 'Pending' },
  { id: 'SO-3106', customer: 'Greenway Grocers', region: 'Asia Pacific', placed: '2025-04-08', amount: 1502.25, status: 'Shipped' },
  { id: 'SO-3107', customer: 'Kestrel Outdoor', region: 'Europe', placed: '2025-04-09', amount: 980, status: 'Shipped' },
  { id: 'SO-3108', customer: 'Maple & Rye Bakery', region: 'Americas', placed: '2025-04-10', amount: 212.4, status: 'Pending' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'placed', headerName: 'Placed', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Read once, on mount. Readers can change everything afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'status', operator: 'isAnyOf', value: ['Shipped', 'Pending'] }] } },
  columns: { columnVisibilityModel: { region: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function InitialStateGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={initialState} pageSizeOptions={[5, 10]} />
    </Box>
  );
}
