import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type Order } from './fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}` },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Pending', 'Shipped', 'Delivered', 'Cancelled'], width: 110 },
];

export default function ServerSideDataGrid() {
  // Stands in for your API client (see "The fake server behind these demos").
  const [server] = React.useState(() => createOrdersServer());

  // Memoized: a new data source object clears the cache and fetches again.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getOrders({
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          start: Number(params.start),
          end: params.end,
        });
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 420 }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
      />
    </Box>
  );
}
