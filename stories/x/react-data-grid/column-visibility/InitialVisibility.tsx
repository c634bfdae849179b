import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'PO-7731',
    supplier: 'Hartmann Metals',
    buyer: 'Sofia Lindqvist',
    status: 'Approved',
    total: 18420,
    createdBy: 'slindqvist',
  },
  {
    id: 'PO-7732',
    supplier: 'Kobe Precision',
    buyer: 'Hana Sato',
    status: 'Pending',
    total: 6240.5,
    createdBy: 'hsato',
  },
  {
    id: 'PO-7733',
    supplier: 'Atlas Packaging',
    buyer: 'Diego Alvarez',
    status: 'Sent',
    total: 2980,
    createdBy: 'dalvarez',
  },
  {
    id: 'PO-7734',
    supplier: 'Nordic Timber',
    buyer: 'Jonas Becker',
    status: 'Approved',
    total: 41300,
    createdBy: 'jbecker',
  },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  { field: 'buyer', headerName: 'Buyer', width: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 120 },
  { field: 'createdBy', headerName: 'Created by', width: 120 },
];

export default function InitialVisibility() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        initialState={{
          columns: {
            // Hidden at first; readers can show them from the toolbar or a column menu.
            columnVisibilityModel: { buyer: false, createdBy: false },
          },
        }}
      />
    </Box>
  );
}
