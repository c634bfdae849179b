import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createOrdersReportServer } from './ordersReportServer';

const columns = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
];

// A group's id is the id its row has on the server: open Japan, and the Cancelled orders inside it.
const isGroupExpandedByDefault = (node) => node.id === 'group/Japan' || node.id === 'group/Japan/Cancelled';

export default function ServerSideRowGroupingExpansion() {
  const [server] = React.useState(() => createOrdersReportServer());

  const dataSource = React.useMemo(
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

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        initialState={{ rowGrouping: { model: ['country', 'status'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
