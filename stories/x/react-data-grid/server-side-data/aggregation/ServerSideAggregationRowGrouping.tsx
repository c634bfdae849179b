import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridAggregationFunctionDataSource, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { createOrdersReportServer } from '../row-grouping/ordersReportServer';

// With a data source, the grid knows no aggregation function until you list those your server computes.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

const columns: GridColDef[] = [
  { field: 'orderNo', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ServerSideAggregationRowGrouping() {
  const [server] = React.useState(() => createOrdersReportServer());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getReport(params);
        return { rows, rowCount, aggregateRow };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
      // Called for each group row, and for `aggregateRow`: both carry an `aggregates` object here.
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Box sx={{ height: 420 }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['product'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
