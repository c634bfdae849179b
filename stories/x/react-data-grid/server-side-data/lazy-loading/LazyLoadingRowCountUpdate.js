import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 130 },
];

export default function LazyLoadingRowCountUpdate() {
  // A small shop: 45 orders in all, which the server only reveals on the last page.
  const [server] = React.useState(() => createOrdersServer(45));
  const [status, setStatus] = React.useState('Row count unknown');

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const end = params.end;
        const { rows, rowCount } = await server.getOrders({
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          start: Number(params.start),
          end,
        });
        const reachedTheEnd = end >= rowCount - 1;
        setStatus(reachedTheEnd ? `Row count known: ${rowCount}` : 'Row count unknown');
        // Send the count once the last rows are out: the grid then stops asking for more.
        return reachedTheEnd ? { rows, rowCount } : { rows };
      },
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 15 } } }}
        />
      </Box>
      <Typography variant="body2">{status}</Typography>
    </Stack>
  );
}
