import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Nutrition facts per 100 g of two breakfast cereals. Each metric has its own unit and range.
const metrics = [
  { name: 'Energy', unit: 'kcal', max: 450 },
  { name: 'Protein', unit: 'g', max: 15 },
  { name: 'Fibre', unit: 'g', max: 12 },
  { name: 'Sugar', unit: 'g', max: 35 },
  { name: 'Salt', unit: 'g', max: 1.5 },
];

// The series value formatter gets the index of the metric, which gives the unit.
const withUnit = (value: number | null, { dataIndex }: { dataIndex: number }) =>
  value === null ? '' : `${value} ${metrics[dataIndex].unit}`;

export default function RadarMetrics() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Nutrition facts per 100 g of two breakfast cereals
      </Typography>
      <RadarChart
        height={340}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[
          { label: 'Oat muesli', data: [372, 10.4, 8.9, 14.2, 0.08], valueFormatter: withUnit },
          { label: 'Frosted flakes', data: [381, 4.5, 2.1, 32.6, 0.92], valueFormatter: withUnit },
        ]}
        radar={{
          // Each metric gets its own scale: a point on the edge is the maximum of that metric.
          metrics: metrics.map(({ name, max }) => ({ name, max })),
          // Ticks around the chart show the name; the tooltip adds the unit and the range.
          labelFormatter: (name, { location }) => {
            if (location === 'tick') return name;
            const metric = metrics.find((item) => item.name === name);
            return metric ? `${name} (0–${metric.max} ${metric.unit})` : name;
          },
        }}
      />
    </Box>
  );
}
