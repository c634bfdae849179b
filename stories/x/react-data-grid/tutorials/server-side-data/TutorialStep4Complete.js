import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridDataSourceCacheDefault, useGridApiRef } from '@mui/x-data-grid';
import { createOrdersServer } from '../../server-side-data/fakeServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function TutorialStep4Complete() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer());
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({ ttl: 60_000 }));
  const [outage, setOutage] = React.useState(false);
  // New in this step: the message of the last failed request, shown until the next try.
  const [error, setError] = React.useState(null);

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

  const reload = () => {
    setError(null);
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={reload}>
          Refresh
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={outage}
              onChange={(event) => {
                setOutage(event.target.checked);
                server.setDown(event.target.checked);
              }}
            />
          }
          label="Server outage"
        />
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Retry
            </Button>
          }
        >
          The orders could not be loaded: {error}
        </Alert>
      )}
      <Box sx={{ height: 440 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          showToolbar
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
