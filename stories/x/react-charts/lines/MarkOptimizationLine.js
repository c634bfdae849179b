import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily active users of a meditation app over eight weeks, Monday 1 July to Sunday 25 August 2024.
const days = Array.from({ length: 56 }, (_, index) => new Date(2024, 6, 1 + index));
// A weekly rhythm (busy on Mondays, quiet on Saturdays) on a slowly rising trend.
const weekly = [1.08, 1.03, 1.01, 0.99, 0.96, 0.92, 1.01];
const activeUsers = days.map((_, index) => Math.round((4200 + index * 18) * weekly[index % 7]));

export default function MarkOptimizationLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily active users, July and August 2024 (a mark on each Monday)
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'time',
            data: days,
            domainLimit: 'strict',
            // One tick every other Monday.
            tickInterval: days.filter((_, index) => index % 14 === 0),
            valueFormatter: (date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: activeUsers,
            label: 'Active users',
            curve: 'linear',
            // A mark on every seventh point only: the Mondays.
            showMark: ({ index }) => index % 7 === 0,
            shape: 'diamond',
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
