import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationFunctionDataSource, type GridAggregationModel, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
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
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ServerSideAggregationModel() {
  const [server] = React.useState(() => createOrdersReportServer());
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({ total: 'sum' });
  const [sent, setSent] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setSent(JSON.stringify(params.aggregationModel ?? {}));
        const { rows, rowCount, aggregateRow } = await server.getReport(params);
        return { rows, rowCount, aggregateRow };
      },
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={aggregationModel.total ?? null}
        onChange={(_, fn: string | null) => setAggregationModel(fn ? { total: fn } : {})}
        aria-label="Aggregate the totals"
      >
        <ToggleButton value="sum">sum</ToggleButton>
        <ToggleButton value="avg">avg</ToggleButton>
        <ToggleButton value="max">max</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        Sent aggregationModel: {sent}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        />
      </Box>
    </Stack>
  );
}
