import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrgChartServer, type EmployeeRow } from '../fakeServer';

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Office', width: 110 },
];

export default function ServerSideTreeDataErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrgChartServer());
  const [outage, setOutage] = React.useState(false);
  const [failed, setFailed] = React.useState<string[] | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows } = await server.getTeam({ path: params.groupKeys ?? [], sortModel: params.sortModel, filterModel: params.filterModel });
        return { rows };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.directReports,
    }),
    [server],
  );

  const retry = () => {
    const manager = failed?.[failed.length - 1];
    // The id of the row whose team failed to load: here, the employee's id.
    const row = apiRef.current?.getAllRowIds().find((id) => apiRef.current?.getRow(id)?.name === manager);
    if (row !== undefined) apiRef.current?.dataSource.fetchRows(row);
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
          The team of {failed.join(' › ')} could not be loaded.
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 220 }}
          onDataSourceError={(error) => {
            if ('groupKeys' in error.params) setFailed(error.params.groupKeys ?? []);
          }}
        />
      </Box>
    </Stack>
  );
}
