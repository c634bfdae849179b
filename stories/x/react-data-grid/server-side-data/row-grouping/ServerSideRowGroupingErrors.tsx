import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createOrdersReportServer } from './ordersReportServer';

const columns: GridColDef[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
];

export default function ServerSideRowGroupingErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrdersReportServer());
  const [outage, setOutage] = React.useState(false);
  // The path to the group that failed to load, from the request the grid reports.
  const [failed, setFailed] = React.useState<string[] | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getReport(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  const retry = () => {
    // Group rows have ids like `group/France`: reload that group's children.
    if (failed?.length) apiRef.current?.dataSource.fetchRows(`group/${failed.join('/')}`);
    else apiRef.current?.dataSource.fetchRows();
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
          {failed.length ? `The orders of ${failed.join(' › ')} could not be loaded.` : 'The groups could not be loaded.'}
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={{ rowGrouping: { model: ['country'] } }}
          onDataSourceError={(error) => {
            if ('groupKeys' in error.params) setFailed(error.params.groupKeys ?? []);
          }}
        />
      </Box>
    </Stack>
  );
}
