import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly active users of a language-learning app in 2024, in thousands.
const activeUsers = [182, 176, 168, 171, 165, 158, 149, 152, 187, 204, 198, 191];

export default function AreaLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly active users, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            // Label every other month, so that the labels keep a regular rhythm on narrow screens.
            tickLabelInterval: (_month, index) => index % 2 === 0,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: activeUsers,
            label: 'Active users (thousands)',
            area: true,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value}k users`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
