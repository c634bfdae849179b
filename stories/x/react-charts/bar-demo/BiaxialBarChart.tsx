import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Visits to an online shop (thousands) and the share of visits that ended in an order (%).
const visits = [48.2, 51.6, 63.9, 58.4, 71.3, 69.8, 82.5, 90.1];
const conversion = [2.1, 2.4, 1.8, 2.6, 2.9, 3.1, 2.7, 3.4];

export default function BiaxialBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Weekly visits and conversion rate, spring campaign 2024
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        // Each series names the y-axis it is measured on; the second axis sits on the right.
        yAxis={[
          { id: 'visits', label: 'Visits (thousands)', width: 56 },
          { id: 'conversion', label: 'Conversion (%)', position: 'right', width: 56, min: 0, max: 4 },
        ]}
        series={[
          {
            data: visits,
            label: 'Visits',
            yAxisId: 'visits',
            valueFormatter: (value) => (value === null ? null : `${value}k`),
          },
          {
            data: conversion,
            label: 'Conversion rate',
            yAxisId: 'conversion',
            valueFormatter: (value) => (value === null ? null : `${value}%`),
          },
        ]}
      />
    </Box>
  );
}
