import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

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

export default function ReadStateInHandler() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Sort or filter, then read the visible orders.');

  // Selectors called with the ref return the state at that moment, without subscribing.
  const readVisibleOrders = () => {
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const [sortItem] = gridSortModelSelector(apiRef);
    const ids = entries.map((entry) => entry.id).join(', ');
    const order = sortItem ? `sorted by ${sortItem.field} ${sortItem.sort}` : 'in their original order';
    setSummary(`${entries.length} orders ${order}: ${ids}`);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" onClick={readVisibleOrders}>
          Read visible orders
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" component="p" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {summary}
      </Typography>
    </Stack>
  );
}
