import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, GridUpdateRowError } from '@mui/x-data-grid';
import { createOrdersServer } from './fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Cancelled'],
    width: 120,
    editable: true,
  },
];

export default function DataSourceEditing() {
  const [server] = React.useState(() => createOrdersServer());
  const [message, setMessage] = React.useState(null);

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
      // The grid shows the row the server answers with: here, with the total it recalculated.
      updateRow: async ({ updatedRow }) => {
        const saved = await server.updateOrder(updatedRow);
        setMessage(
          `${saved.orderNo} saved: ${saved.quantity} × ${saved.product}, $${saved.total.toLocaleString('en-US')}`,
        );
        return saved;
      },
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <Alert severity={message?.startsWith('Could not') ? 'error' : 'info'}>
        {message ?? 'Double-click a quantity or a status to edit it.'}
      </Alert>
      <Box sx={{ height: 372 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError)
              setMessage(`Could not save ${error.params.rowId}: ${error.message}`);
          }}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
