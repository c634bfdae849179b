import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// New subscriptions to a streaming service per month in 2024, in thousands.
const subscriptions = [84, 71, 69, 58, 52, 47, 55, 61, 73, 88, 97, 126];

export default function MonthQuarterAxes() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        New subscriptions per month, 2024 (thousands)
      </Typography>
      <BarChart
        height={320}
        xAxis={[
          { id: 'months', scaleType: 'band', data: months },
          // A second band axis with 4 categories over the same width: each quarter spans three months.
          {
            id: 'quarters',
            scaleType: 'band',
            data: quarters,
            position: 'bottom',
            tickSize: 20,
            height: 44,
            disableLine: true,
            tickLabelStyle: { fontWeight: 700 },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: subscriptions, label: 'Subscriptions', xAxisId: 'months' }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
