import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrgChartServer, type EmployeeRow } from '../fakeServer';

const columns: GridColDef<EmployeeRow>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Office', width: 110 },
];

export default function ServerSideTreeData() {
  const [server] = React.useState(() => createOrgChartServer());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // `groupKeys` is the path to the row being expanded: [] for the top of the chart.
      getRows: async (params) => {
        const { rows } = await server.getTeam({ path: params.groupKeys ?? [], sortModel: params.sortModel, filterModel: params.filterModel });
        return { rows };
      },
      // The key of a row in the path of its children: names are unique within a team.
      getGroupKey: (row) => row.name,
      // How many children the row has on the server: 0 means no expand button.
      getChildrenCount: (row) => row.directReports,
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro columns={columns} dataSource={dataSource} treeData groupingColDef={{ headerName: 'Employee', width: 220 }} />
    </Box>
  );
}
