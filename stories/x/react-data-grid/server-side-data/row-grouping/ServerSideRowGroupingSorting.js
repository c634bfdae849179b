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

export default function ServerSideRowGroupingSorting() {
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
        showToolbar
        initialState={{
          rowGrouping: { model: ['country'] },
          // Only the cancelled orders: the server filters first, then groups what is left.
          filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Cancelled' }] } },
        }}
      />
    </Box>
  );
}
