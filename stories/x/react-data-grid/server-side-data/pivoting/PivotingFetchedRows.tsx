import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrdersServer, type Order } from '../fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PivotingFetchedRows() {
  const [server] = React.useState(() => createOrdersServer(200));
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    // One request for every order the report covers; the grid pivots them in the browser.
    server.getOrders({}).then(({ rows: orders }) => {
      if (active) {
        setRows(orders);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [server]);

  return (
    <Box sx={{ height: 440 }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        loading={loading}
        showToolbar
        hideFooter
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'country' }],
              columns: [{ field: 'status' }],
              values: [{ field: 'total', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
