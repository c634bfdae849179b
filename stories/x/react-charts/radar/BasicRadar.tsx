import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Scores out of 10 given to one smartphone by a consumer magazine, March 2024.
const scores = [8.5, 9.2, 8.8, 7.4, 6.1, 8.0];

export default function BasicRadar() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Review scores of the Nova 12 smartphone, out of 10
      </Typography>
      <RadarChart
        height={320}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[{ label: 'Nova 12', data: scores }]}
        radar={{
          max: 10,
          metrics: ['Battery', 'Camera', 'Display', 'Performance', 'Price', 'Build'],
        }}
      />
    </Box>
  );
}
