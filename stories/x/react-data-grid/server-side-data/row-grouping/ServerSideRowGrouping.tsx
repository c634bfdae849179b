import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createOrdersReportServer } from './ordersReportServer';

const columns: GridColDef[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ServerSideRowGrouping() {
  const [server] = React.useState(() => createOrdersReportServer());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // `groupFields` is the row grouping model; `groupKeys` the path to the group being expanded.
      getRows: async (params) => {
        const { rows, rowCount } = await server.getReport({
          groupFields: params.groupFields,
          groupKeys: params.groupKeys,
          filterModel: params.filterModel,
          sortModel: params.sortModel,
          start: params.start,
          end: params.end,
        });
        return { rows, rowCount };
      },
      // The key of a row within its parent: the country of a group row, the order number of an order.
      getGroupKey: (row) => row.groupKey,
      // How many rows the server holds under this one: 0 for an order.
      getChildrenCount: (row) => row.childCount,
    }),
    [server],
  );

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPremium columns={columns} dataSource={dataSource} initialState={{ rowGrouping: { model: ['country'] } }} />
    </Box>
  );
}
