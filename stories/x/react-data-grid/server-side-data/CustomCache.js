import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { createOrdersServer } from './fakeServer';

/** A cache of your own: a plain Map keyed by the request, counting hits and misses. */
class CountingCache {
  entries = new Map();

  hits = 0;

  misses = 0;

  constructor(onChange) {
    this.onChange = onChange;
  }

  key(params) {
    return JSON.stringify([params.filterModel, params.sortModel, params.start, params.end]);
  }

  set = (params, value) => {
    this.entries.set(this.key(params), value);
  };

  get = (params) => {
    const value = this.entries.get(this.key(params));
    if (value) this.hits += 1;
    else this.misses += 1;
    this.onChange();
    return value;
  };

  clear = () => {
    this.entries.clear();
  };
}

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function CustomCache() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer());
  const [, setVersion] = React.useState(0);
  const [cache] = React.useState(() => new CountingCache(() => setVersion((version) => version + 1)));

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
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2">
          Cache hits: {cache.hits}, misses: {cache.misses}
        </Typography>
      </Stack>
      <Box sx={{ height: 372 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
    </Stack>
  );
}
