import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, gridFilteredSortedRowEntriesSelector, useGridApiRef } from '@mui/x-data-grid-premium';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompact, months, regions, sales, salesColumns } from './salesData';

export default function FilteredRowsChart() {
  const apiRef = useGridApiRef();
  const [visibleRows, setVisibleRows] = React.useState(sales);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // After each filtering, read the rows the grid shows.
    const update = () => setVisibleRows(gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model));
    update();
    return api.subscribeEvent('filteredRowsSet', update);
  }, [apiRef]);

  // One series per region still in the grid, one bar group per month: revenue summed per month.
  const shownRegions = regions.filter((region) => visibleRows.some((row) => row.region === region));
  const series = shownRegions.map((region) => ({
    label: region,
    stack: 'revenue',
    valueFormatter: formatCompact,
    data: months.map((month) =>
      visibleRows
        .filter((row) => row.region === region && row.month === month)
        .reduce((total, row) => total + row.revenue, 0),
    ),
  }));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Box sx={{ height: 380, minWidth: 0 }}>
        <DataGridPremium apiRef={apiRef} rows={sales} columns={salesColumns} showToolbar density="compact" hideFooter />
      </Box>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          {`Monthly revenue of the ${visibleRows.length} rows in the grid`}
        </Typography>
        <BarChart
          height={340}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ valueFormatter: formatCompact, width: 50 }]}
          series={series}
          skipAnimation
        />
      </Box>
    </Box>
  );
}
