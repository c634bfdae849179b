import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type Order } from './fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'orderDate', headerName: 'Date', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function DataSourceRefresh() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer());
  const [placed, setPlaced] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getOrders({ sortModel: params.sortModel, filterModel: params.filterModel, start: Number(params.start), end: params.end });
        return { rows, rowCount };
      },
    }),
    [server],
  );

  const placeOrder = async () => {
    const order = await server.addOrder();
    setPlaced(order.orderNo);
  };

  const refresh = () => {
    // Forget the cached pages, then fetch the current one again.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" size="small" onClick={placeOrder}>
          Place an order elsewhere
        </Button>
        <Button variant="contained" size="small" onClick={refresh}>
          Refresh
        </Button>
        <Typography variant="body2">{placed ? `The server now has ${placed}.` : 'The grid shows what the server has.'}</Typography>
      </Stack>
      <Box sx={{ height: 372 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{
            sorting: { sortModel: [{ field: 'orderNo', sort: 'desc' }] },
            pagination: { paginationModel: { page: 0, pageSize: 5 } },
          }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
