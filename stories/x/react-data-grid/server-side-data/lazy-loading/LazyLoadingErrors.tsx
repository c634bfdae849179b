import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { createOrdersServer, type Order } from '../fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 130 },
];

export default function LazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer(10_000));
  const [outage, setOutage] = React.useState(false);
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getOrders({ sortModel: params.sortModel, filterModel: params.filterModel, start: Number(params.start), end: params.end });
        return { rows, rowCount };
      },
    }),
    [server],
  );

  const retry = () => {
    if (failed) apiRef.current?.dataSource.fetchRows(undefined, failed);
    setFailed(null);
  };

  return (
    <Stack spacing={1}>
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
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Rows {failed.start}–{failed.end} could not be loaded.
        </Alert>
      )}
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={(error) => {
            // The rows that failed stay skeletons; keep the request to try it again.
            if (error instanceof GridGetRowsError) setFailed(error.params);
          }}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
      </Box>
    </Stack>
  );
}
