import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function LazyLoadingThrottle() {
  const [server] = React.useState(() => createOrdersServer(10_000));
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
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
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="throttle-label">Request throttle</InputLabel>
          <Select
            labelId="throttle-label"
            label="Request throttle"
            value={throttleMs}
            onChange={(event) => setThrottleMs(Number(event.target.value))}
          >
            <MenuItem value={0}>None (0 ms)</MenuItem>
            <MenuItem value={500}>500 ms (default)</MenuItem>
            <MenuItem value={2000}>2,000 ms</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2">
          {requests} {requests === 1 ? 'request' : 'requests'}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
      </Box>
    </Stack>
  );
}
