import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { createOrdersReportServer } from '../row-grouping/ordersReportServer';

// The functions the server knows. No `apply`: the grid only shows what the server computes.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'], label: 'average' },
  max: { columnTypes: ['number'] },
  size: {},
  // A function of this server only: how many different values the column holds.
  distinct: { label: 'distinct', columnTypes: ['string'] },
};

const columns: GridColDef[] = [
  { field: 'orderNo', headerName: 'Order', width: 100, aggregable: false },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  // Readers may only total the amounts: an average of totals is the server's cost, not theirs.
  { field: 'total', headerName: 'Total', type: 'number', width: 110, availableAggregationFunctions: ['sum'] },
];

export default function ServerSideAggregationFunctions() {
  const [server] = React.useState(() => createOrdersReportServer());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getReport(params);
        return { rows, rowCount, aggregateRow };
      },
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
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          aggregation: { model: { customer: 'distinct', total: 'sum' } },
        }}
      />
    </Box>
  );
}
