import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'];
// A bike shop's quarterly sales: units on one scale, revenue in thousands of euros on another.
const units = [320, 540, 610, 290];
const revenue = [412, 738, 861, 455];

export default function TwoValueAxes() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bikes sold and revenue per quarter
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[
          { id: 'units', label: 'Bikes sold' },
          // Every axis after the first needs a position, or it stays hidden.
          { id: 'revenue', label: 'Revenue (k€)', position: 'right' },
        ]}
        series={[
          { data: units, label: 'Bikes sold', yAxisId: 'units' },
          {
            data: revenue,
            label: 'Revenue',
            yAxisId: 'revenue',
            valueFormatter: (value) => (value === null ? '' : `€${value}k`),
          },
        ]}
      />
    </Box>
  );
}
