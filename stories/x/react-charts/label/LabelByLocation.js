import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Share of electricity generated from wind, in percent (rounded).
const countries = [
  { code: 'DK', name: 'Denmark', data: [42, 38, 44, 41, 47, 50, 44, 55, 54, 56] },
  { code: 'DE', name: 'Germany', data: [13, 12, 16, 17, 21, 23, 20, 22, 27, 28] },
  { code: 'ES', name: 'Spain', data: [18, 18, 18, 19, 21, 22, 23, 22, 24, 23] },
];

export default function LabelByLocation() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Share of electricity from wind, 2015–2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: years, tickMinStep: 1, valueFormatter: (year) => `${year}` }]}
        yAxis={[{ width: 40, valueFormatter: (value) => `${value}%` }]}
        series={countries.map((country) => ({
          id: country.code,
          data: country.data,
          // A short code in the legend, the full name in the tooltip.
          label: (location) => (location === 'legend' ? country.code : `${country.name}, wind share`),
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        }))}
      />
    </Box>
  );
}
