import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type Order } from '../../server-side-data/fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function TutorialStep3Cache() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer());
  // New in this step: answers stay fresh for one minute, then the grid asks again.
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({ ttl: 60_000 }));
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
        const { rows, rowCount } = await server.getOrders({ sortModel: params.sortModel, filterModel: params.filterModel, start: Number(params.start), end: params.end });
        return { rows, rowCount };
      },
    }),
    [server],
  );

  const refresh = () => {
    // Forget every cached page, then load the current one again.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={refresh}>
          Refresh
        </Button>
        <Typography variant="body2">Requests sent: {requests}</Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
