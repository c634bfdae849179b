import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'orderDate', headerName: 'Date', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function LazyLoadingScrollEndThreshold() {
  const [server] = React.useState(() => createOrdersServer(10_000));
  const [requests, setRequests] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((previous) => [...previous, `${params.start}–${params.end}`]);
        const { rows } = await server.getOrders({
          sortModel: params.sortModel,
          filterModel: params.filterModel,
          start: Number(params.start),
          end: params.end,
        });
        // No `rowCount`: the grid asks for more rows each time the reader reaches the bottom.
        return { rows };
      },
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // Ask for the next block when the reader is 200 px from the end, not 80.
          scrollEndThreshold={200}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
      </Box>
      <Typography variant="body2">Requested rows {requests.join(', ')}</Typography>
    </Stack>
  );
}
