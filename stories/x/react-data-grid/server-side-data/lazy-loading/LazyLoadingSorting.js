import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Cancelled'],
    width: 110,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function LazyLoadingSorting() {
  const [server] = React.useState(() => createOrdersServer(10_000));

  const dataSource = React.useMemo(
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
    <Box sx={{ height: 400 }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        showToolbar
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 25 } },
          filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Pending' }] } },
        }}
      />
    </Box>
  );
}
