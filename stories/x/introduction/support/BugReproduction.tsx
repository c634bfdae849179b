/**
 * Minimal reproduction template.
 *
 * Packages: @mui/x-data-grid 8.9.1, @mui/material 7, react 19
 *
 * Steps:
 *   1. Click "Mark SO-3002 as shipped".
 * Expected: the Status cell of SO-3002 reads "Shipped".
 * Actual:   (describe what you see instead)
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  status: 'Pending' | 'Shipped';
}

const initialRows: Order[] = [
  { id: 'SO-3001', customer: 'Northwind Traders', status: 'Shipped' },
  { id: 'SO-3002', customer: 'Blue Harbor Foods', status: 'Pending' },
  { id: 'SO-3003', customer: 'Alpine Outfitters', status: 'Pending' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function BugReproduction() {
  const [rows, setRows] = React.useState(initialRows);

  const markShipped = () => {
    setRows((prev) => prev.map((row) => (row.id === 'SO-3002' ? { ...row, status: 'Shipped' } : row)));
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" onClick={markShipped}>
          Mark SO-3002 as shipped
        </Button>
      </Box>
      <Box sx={{ height: 220, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} label="Orders" hideFooter />
      </Box>
    </Stack>
  );
}
