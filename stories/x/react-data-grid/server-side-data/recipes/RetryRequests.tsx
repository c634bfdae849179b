import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type Order } from '../fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `request` up to `attempts` times, waiting 200 ms, then 400 ms… between two tries. */
async function withRetry<T>(request: () => Promise<T>, attempts: number, onFailure: (attempt: number) => void): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      onFailure(attempt);
      if (attempt === attempts) throw error;
      await wait(200 * 2 ** (attempt - 1));
    }
  }
}

export default function RetryRequests() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer());
  const [log, setLog] = React.useState<string[]>([]);
  // The next request's first two tries fail, as on a flaky network.
  const failuresLeft = React.useRef(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) =>
        withRetry(
          async () => {
            server.setDown(failuresLeft.current > 0);
            failuresLeft.current = Math.max(0, failuresLeft.current - 1);
            const { rows, rowCount } = await server.getOrders({ filterModel: params.filterModel, sortModel: params.sortModel, start: Number(params.start), end: params.end });
            setLog((previous) => [...previous, 'loaded']);
            return { rows, rowCount };
          },
          3,
          (attempt) => setLog((previous) => [...previous, `try ${attempt} failed`]),
        ),
    }),
    [server],
  );

  const reloadOnFlakyNetwork = () => {
    failuresLeft.current = 2;
    setLog([]);
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={reloadOnFlakyNetwork}>
          Reload on a flaky network
        </Button>
        <Typography variant="body2">Log: {log.join(', ')}</Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
