import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridGetRowsError, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { createOrdersServer, type Order } from './fakeServer';

const columns: GridColDef<Order>[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersServer());
  const [outage, setOutage] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

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
    setError(null);
    apiRef.current?.dataSource.fetchRows();
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
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 372 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => {
            if (dataSourceError instanceof GridGetRowsError) {
              const { start, end } = dataSourceError.params;
              setError(`Rows ${start}–${end} could not be loaded. ${dataSourceError.message}`);
            }
          }}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
