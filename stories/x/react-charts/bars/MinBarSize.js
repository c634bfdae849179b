import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const components = ['Cart', 'Search', 'Login', 'Reports', 'Profile', 'Export'];
// Open bug reports per component of a web shop in May 2024.
// Login and Profile have very few; Export has none at all.
const openBugs = [186, 94, 2, 61, 1, 0];

export default function MinBarSize() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Open bug reports per component, May 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: components }]}
        yAxis={[{ width: 40 }]}
        // Every non-zero bar is at least 8 pixels tall, so one or two reports stay visible.
        series={[{ data: openBugs, label: 'Open bugs', minBarSize: 8 }]}
        hideLegend
      />
    </Box>
  );
}
