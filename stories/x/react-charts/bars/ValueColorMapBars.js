import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Net cash flow of a garden centre in 2024, in thousands of euros.
const netCashFlow = [-18, -9, 14, 36, 42, 27, 11, 6, -4, -7, 3, 22];

export default function ValueColorMapBars() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Net cash flow per month, 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            label: 'Thousand EUR',
            width: 56,
            // Values below 0 get the first colour, values from 0 up the second.
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        series={[
          {
            data: netCashFlow,
            label: 'Net cash flow',
            valueFormatter: (value) => (value === null ? '' : `€${value}k`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
