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

export default function ServerSideAggregation() {
  const [server] = React.useState(() => createOrdersReportServer());

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // `aggregationModel` tells the server which value to compute for which field.
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getReport(params);
        // `aggregateRow` holds the values over every matching order, not only this page.
        return { rows, rowCount, aggregateRow };
      },
      // Where the grid finds a field's aggregated value in `aggregateRow`.
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
          aggregation: { model: { quantity: 'avg', total: 'sum' } },
        }}
      />
    </Box>
  );
}
