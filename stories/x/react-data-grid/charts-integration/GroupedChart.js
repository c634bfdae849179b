import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GRID_ROOT_GROUP_ID, gridRowTreeSelector, useGridApiRef } from '@mui/x-data-grid-premium';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompact, sales, salesColumns } from './salesData';

export default function GroupedChart() {
  const apiRef = useGridApiRef();
  const [grouping, setGrouping] = React.useState(['region']);
  const [totals, setTotals] = React.useState([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // The top-level groups and the revenue the grid aggregated for each of them.
    const update = () => {
      const tree = gridRowTreeSelector(apiRef);
      const root = tree[GRID_ROOT_GROUP_ID];
      const next = root.children
        .map((id) => tree[id])
        .filter((node) => node.type === 'group')
        .map((node) => ({
          group: String(node.groupingKey),
          revenue: Number(api.getCellValue(node.id, 'revenue') ?? 0),
        }));
      setTotals((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    update();
    // Grouping, filtering and aggregation all end in a state change.
    return api.subscribeEvent('stateChange', update);
  }, [apiRef]);

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Group rows by"
        value={grouping[0]}
        onChange={(event) => setGrouping([event.target.value])}
        sx={{ width: 200 }}
      >
        <MenuItem value="region">Region</MenuItem>
        <MenuItem value="month">Month</MenuItem>
        <MenuItem value="product">Product</MenuItem>
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Box sx={{ height: 340, minWidth: 0 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={sales}
            columns={salesColumns}
            rowGroupingModel={grouping}
            onRowGroupingModelChange={setGrouping}
            initialState={{ aggregation: { model: { revenue: 'sum', units: 'sum' } } }}
            density="compact"
            hideFooter
          />
        </Box>
        <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
          <Typography component="figcaption" variant="subtitle2">
            {`Total revenue per ${grouping[0] ?? 'group'}`}
          </Typography>
          <BarChart
            height={300}
            dataset={totals.map((total) => ({ ...total }))}
            xAxis={[{ scaleType: 'band', dataKey: 'group' }]}
            yAxis={[{ valueFormatter: formatCompact, width: 50 }]}
            series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: formatCompact }]}
            hideLegend
            skipAnimation
          />
        </Box>
      </Box>
    </Stack>
  );
}
