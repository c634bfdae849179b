import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrgChartServer } from '../fakeServer';

const columns = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Office', width: 110 },
];

export default function ServerSideTreeDataUnknownCount() {
  const [server] = React.useState(() => createOrgChartServer());

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows } = await server.getTeam({
          path: params.groupKeys ?? [],
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        });
        return { rows };
      },
      getGroupKey: (row) => row.name,
      // The server only says whether someone manages a team, not its size: -1 means "some".
      getChildrenCount: (row) => (row.directReports > 0 ? -1 : 0),
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Employee', width: 220 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
