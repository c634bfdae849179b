import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const quarters = ['Q1 22', 'Q2 22', 'Q3 22', 'Q4 22', 'Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];
// Registered users of a note-taking app at the end of each quarter since its launch.
const users = [140, 620, 2900, 11800, 36500, 94000, 188000, 352000, 610000, 905000, 1240000, 1610000];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

export default function LogScaleLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Registered users since launch (log scale)
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[
          {
            scaleType: 'log',
            width: 48,
            valueFormatter: (value: number) => compact.format(value),
          },
        ]}
        series={[
          {
            data: users,
            label: 'Registered users',
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
