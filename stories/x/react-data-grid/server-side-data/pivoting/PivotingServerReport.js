import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createPivotReportServer, STATUSES } from './pivotReportServer';

const money = { type: 'number', width: 120 };

// One column per value the server pivots on: known in advance here, the four order statuses.
const columns = [
  { field: 'country', headerName: 'Country', width: 140 },
  ...STATUSES.map((status) => ({ field: status, headerName: status, ...money })),
  { field: 'all', headerName: 'All orders', ...money },
];

const columnGroupingModel = [
  { groupId: 'byStatus', headerName: 'Total by status', children: STATUSES.map((field) => ({ field })) },
];

export default function PivotingServerReport() {
  const [server] = React.useState(() => createPivotReportServer());

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) =>
        server.getTotalsByCountryAndStatus({ filterModel: params.filterModel, sortModel: params.sortModel }),
    }),
    [server],
  );

  return (
    <Box sx={{ height: 420 }}>
      <DataGridPremium
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        dataSource={dataSource}
        // The report's columns are not order fields: the server cannot filter by them, nor pivot them again.
        disableColumnFilter
        disablePivoting
        hideFooter
      />
    </Box>
  );
}
