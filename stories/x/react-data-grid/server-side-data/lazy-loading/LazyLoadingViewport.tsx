import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer, type Order } from '../fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'orderDate', headerName: 'Date', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}` },
];

export default function LazyLoadingViewport() {
  const [server] = React.useState(() => createOrdersServer(10_000));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getOrders({ sortModel: params.sortModel, filterModel: params.filterModel, start: Number(params.start), end: params.end });
        // The total count tells the grid how tall the list is: it fills it with skeleton rows.
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        // Rows per request: the grid asks for whole blocks of this size.
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
      />
    </Box>
  );
}
