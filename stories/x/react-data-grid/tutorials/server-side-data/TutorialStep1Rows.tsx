import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type Order } from '../../server-side-data/fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function TutorialStep1Rows() {
  // Your API client: here, the fake orders server of the server-side data pages.
  const [server] = React.useState(() => createOrdersServer());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // Ask for the range of rows the grid shows: `start` and `end` are row indexes.
        const { rows, rowCount } = await server.getOrders({ start: Number(params.start), end: params.end });
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400 }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
      />
    </Box>
  );
}
