import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

// A retail chain in 2024: number of stores and share of the revenue, per region, in the same order.
const regions = ['North', 'East', 'South', 'West', 'Centre'];
const stores = [42, 31, 55, 27, 18];
const revenueShare = [24, 17, 31, 16, 12];
const colors = ['#1976d2', '#9c27b0', '#2e7d32', '#ed6c02', '#00838f'];

// Both series have the same id and their items the same order: an item of one chart is the same region in the other.
const SERIES_ID = 'regions';
const highlightScope = { highlight: 'item', fade: 'global' };

export default function SyncedHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState(null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Stores per region
        </Typography>
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: regions, colorMap: { type: 'ordinal', values: regions, colors } }]}
          yAxis={[{ width: 32 }]}
          series={[{ id: SERIES_ID, data: stores, label: 'Stores', highlightScope }]}
          hideLegend
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
        />
      </Box>
      <Box component="figure" sx={{ m: 0 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Share of revenue per region
        </Typography>
        <PieChart
          height={300}
          series={[
            {
              id: SERIES_ID,
              data: regions.map((region, index) => ({
                id: region,
                label: region,
                value: revenueShare[index],
                color: colors[index],
              })),
              innerRadius: '40%',
              highlightScope,
              valueFormatter: (item) => `${item.value}%`,
            },
          ]}
          // The legend goes under the pie, so that the pie keeps its size in a narrow column.
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
        />
      </Box>
    </Box>
  );
}
