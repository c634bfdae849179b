import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault } from '@mui/x-data-grid';
import { createOrdersServer } from './fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 130 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function DataSourceCache() {
  const [server] = React.useState(() => createOrdersServer());
  // The grid's own cache class, keeping each answer for one minute instead of five.
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({ ttl: 60_000 }));
  const [cached, setCached] = React.useState(true);
  const [requests, setRequests] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((previous) => [...previous, `${params.start}–${params.end}`]);
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
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={cached} onChange={(event) => setCached(event.target.checked)} />}
        label="Cache responses"
      />
      <Box sx={{ height: 372 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          // `null` turns caching off.
          dataSourceCache={cached ? cache : null}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography variant="body2">
        {requests.length} {requests.length === 1 ? 'request' : 'requests'} for rows {requests.slice(-5).join(', ')}
      </Typography>
    </Stack>
  );
}
