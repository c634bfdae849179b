import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrgChartServer } from '../fakeServer';

const columns = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Office', width: 110 },
];

export default function ServerSideTreeDataSorting() {
  const [server] = React.useState(() => createOrgChartServer());

  const dataSource = React.useMemo(
    () => ({
      // Every team is sorted and filtered by the server, with the models of the moment.
      getRows: async (params) => {
        const { rows } = await server.getTeam({
          path: params.groupKeys ?? [],
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        });
        return { rows };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.directReports,
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        treeData
        showToolbar
        // The names are the rows' group keys: this server sorts and filters the other columns.
        groupingColDef={{ headerName: 'Employee', width: 220, sortable: false, filterable: false }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
