import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
// Annual recurring revenue of a software company, in US dollars.
const revenue = [1.2e6, 2.9e6, 6.1e6, 11.8e6, 19.4e6, 31e6, 52e6, 78e6, 104e6, 131e6];

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function ScaleTickFormat() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Annual recurring revenue, 2015–2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[
          {
            scaleType: 'linear',
            width: 48,
            valueFormatter: (value: number, context) => {
              if (context.location === 'tick') {
                // D3's formatter for the scale: '$' adds the currency, '~s' an SI prefix without trailing zeros.
                return context.scale.tickFormat(context.tickNumber, '$~s')(value);
              }
              return dollars.format(value);
            },
          },
        ]}
        series={[{ data: revenue, label: 'Revenue', valueFormatter: (value) => (value === null ? '' : dollars.format(value)) }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
