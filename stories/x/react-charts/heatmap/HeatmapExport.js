import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const stores = ['Lyon', 'Lille', 'Nantes', 'Nice'];
const categories = ['Books', 'Music', 'Games', 'Toys', 'Stationery'];

// Share of each store's 2024 sales by category (%).
const shares = [
  [41, 12, 22, 9, 16],
  [37, 15, 19, 14, 15],
  [45, 9, 17, 11, 18],
  [33, 18, 26, 12, 11],
];
const cells = shares.flatMap((row, storeIndex) =>
  row.map((value, categoryIndex) => [categoryIndex, storeIndex, value]),
);

export default function HeatmapExport() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Sales by category in four stores, 2024 (% of each store&apos;s sales)
      </Typography>
      <Heatmap
        height={280}
        showToolbar
        xAxis={[
          {
            data: categories,
            // Slanted labels, so that all of them fit on a phone.
            tickLabelStyle: { angle: -35, textAnchor: 'end' },
            height: 50,
          },
        ]}
        yAxis={[{ data: stores, width: 56 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 50, color: ['#f2f0f7', '#54278f'] } }]}
        series={[{ label: 'Share of sales', data: cells, valueFormatter: (cell) => `${cell[2]}% of sales` }]}
        hideLegend={false}
      />
    </Box>
  );
}
