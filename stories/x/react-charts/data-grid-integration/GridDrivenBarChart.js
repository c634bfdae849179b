import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, gridFilteredSortedRowEntriesSelector, useGridApiRef } from '@mui/x-data-grid-premium';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue of a retail chain's twelve stores in 2024, in thousands of US dollars.
const rows = [
  { id: 1, city: 'London', region: 'Europe', revenue: 2480, orders: 41200 },
  { id: 2, city: 'Paris', region: 'Europe', revenue: 2115, orders: 36900 },
  { id: 3, city: 'Berlin', region: 'Europe', revenue: 1760, orders: 31800 },
  { id: 4, city: 'Madrid', region: 'Europe', revenue: 1390, orders: 27400 },
  { id: 5, city: 'New York', region: 'Americas', revenue: 3020, orders: 45800 },
  { id: 6, city: 'Toronto', region: 'Americas', revenue: 1580, orders: 28700 },
  { id: 7, city: 'São Paulo', region: 'Americas', revenue: 1240, orders: 26100 },
  { id: 8, city: 'Mexico City', region: 'Americas', revenue: 1050, orders: 24900 },
  { id: 9, city: 'Tokyo', region: 'Asia Pacific', revenue: 2760, orders: 44300 },
  { id: 10, city: 'Sydney', region: 'Asia Pacific', revenue: 1470, orders: 25600 },
  { id: 11, city: 'Singapore', region: 'Asia Pacific', revenue: 1820, orders: 29900 },
  { id: 12, city: 'Seoul', region: 'Asia Pacific', revenue: 1930, orders: 33500 },
];

const columns = [
  { field: 'city', headerName: 'Store', flex: 1, minWidth: 110 },
  { field: 'region', headerName: 'Region', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}k`,
  },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
];

export default function GridDrivenBarChart() {
  const apiRef = useGridApiRef();
  // The rows the grid shows, after its filters and in its sort order.
  const [visibleRows, setVisibleRows] = React.useState(rows);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => setVisibleRows(gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model));
    // The grid emits these events once it has filtered or sorted its rows.
    const unsubscribeFilter = api.subscribeEvent('filteredRowsSet', update);
    const unsubscribeSort = api.subscribeEvent('sortedRowsSet', update);
    update();
    return () => {
      unsubscribeFilter();
      unsubscribeSort();
    };
  }, [apiRef]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        // Positioned, so that the licence watermark (shown when no key is set) stays over the grid.
        position: 'relative',
      }}
    >
      <Box sx={{ height: 420, minWidth: 0 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} showToolbar hideFooter density="compact" />
      </Box>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {`Revenue of the ${visibleRows.length} stores in the grid (thousand USD)`}
        </Typography>
        <BarChart
          height={380}
          layout="horizontal"
          dataset={visibleRows.map((row) => ({ city: row.city, revenue: row.revenue }))}
          yAxis={[{ scaleType: 'band', dataKey: 'city', width: 90 }]}
          xAxis={[{ label: 'Revenue (thousand USD)' }]}
          series={[{ dataKey: 'revenue', label: 'Revenue', valueFormatter: (value) => `$${value}k` }]}
          hideLegend
          grid={{ vertical: true }}
        />
      </Box>
    </Box>
  );
}
