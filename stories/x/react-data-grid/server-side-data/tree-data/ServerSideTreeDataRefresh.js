import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { createOrgChartServer } from '../fakeServer';

const columns = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Office', width: 110 },
];

export default function ServerSideTreeDataRefresh() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createOrgChartServer());
  const [requests, setRequests] = React.useState([]);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const path = params.groupKeys ?? [];
        setRequests((previous) => [...previous, path.length === 0 ? 'top' : path[path.length - 1]]);
        const { rows } = await server.getTeam({ path, sortModel: params.sortModel, filterModel: params.filterModel });
        return { rows };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.directReports,
    }),
    [server],
  );

  const refresh = () => {
    // Clear the cache, then reload the top level; expanded teams are fetched again with it.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={refresh}>
          Refresh
        </Button>
        <Typography variant="body2">Requests: {requests.join(', ')}</Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 220 }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
