import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Visits to a news website in October 2024, by browser, in thousands.
const visits = [
  { id: 'chrome', value: 412, label: 'Chrome' },
  { id: 'safari', value: 236, label: 'Safari' },
  { id: 'edge', value: 74, label: 'Edge' },
  { id: 'firefox', value: 41, label: 'Firefox' },
  { id: 'other', value: 29, label: 'Other' },
];

export default function BasicPie() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Visits by browser, October 2024
      </Typography>
      <PieChart
        height={240}
        series={[
          {
            data: visits,
            valueFormatter: (item) => `${item.value}k visits`,
          },
        ]}
      />
    </Box>
  );
}
