import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 'SO-3101',
    customer: 'Northwind Cafe',
    region: 'Europe',
    placed: '2025-04-02',
    amount: 1240.5,
    status: 'Shipped',
  },
  {
    id: 'SO-3102',
    customer: 'Harbor Supplies',
    region: 'Americas',
    placed: '2025-04-03',
    amount: 318,
    status: 'Pending',
  },
  {
    id: 'SO-3103',
    customer: 'Blue Fern Dental',
    region: 'Americas',
    placed: '2025-04-03',
    amount: 2890,
    status: 'Shipped',
  },
  {
    id: 'SO-3104',
    customer: 'Atlas Print Co.',
    region: 'Asia Pacific',
    placed: '2025-04-05',
    amount: 74.9,
    status: 'Cancelled',
  },
  { id: 'SO-3105', customer: 'Lumen Studios', region: 'Europe', placed: '2025-04-06', amount: 655, status: 'Pending' },
  {
    id: 'SO-3106',
    customer: 'Greenway Grocers',
    region: 'Asia Pacific',
    placed: '2025-04-08',
    amount: 1502.25,
    status: 'Shipped',
  },
  {
    id: 'SO-3107',
    customer: 'Kestrel Outdoor',
    region: 'Europe',
    placed: '2025-04-09',
    amount: 980,
    status: 'Shipped',
  },
  {
    id: 'SO-3108',
    customer: 'Maple & Rye Bakery',
    region: 'Americas',
    placed: '2025-04-10',
    amount: 212.4,
    status: 'Pending',
  },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'placed', headerName: 'Placed', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SaveRestoreLayout() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState(null);

  const save = () => {
    const state = apiRef.current?.exportState();
    if (state) setSaved(state);
  };

  const restore = () => {
    if (saved) apiRef.current?.restoreState(saved);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={save}>
          Save layout
        </Button>
        <Button variant="outlined" disabled={!saved} onClick={restore}>
          Restore layout
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        saved sorting: {saved ? JSON.stringify(saved.sorting?.sortModel ?? []) : 'nothing saved yet'}
      </Typography>
    </Stack>
  );
}
