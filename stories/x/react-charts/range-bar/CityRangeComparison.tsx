import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'];
// Average daily low and high, °C (1991–2020 normals, rounded), every other month.
const cities = [
  { id: 'oslo', label: 'Oslo', low: [-7, -4, 6, 13, 8, -1], high: [-1, 4, 17, 22, 16, 4] },
  { id: 'lisbon', label: 'Lisbon', low: [8, 10, 14, 18, 18, 11], high: [15, 19, 23, 28, 27, 18] },
];

const format = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value)} °C`;

// Two series per city, in a stack of their own: a transparent offset up to the low, then the range.
const series: BarSeries[] = cities.flatMap(({ id, label, low, high }) => [
  { id: `${id}-offset`, data: low, stack: id, color: 'transparent', valueFormatter: () => null },
  {
    id,
    label,
    data: high.map((value, index) => value - low[index]),
    stack: id,
    stackOffset: 'none',
    valueFormatter: (_value, { dataIndex }) => `${format(low[dataIndex])} to ${format(high[dataIndex])}`,
  },
]);

export default function CityRangeComparison() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average daily temperature range in Oslo and Lisbon
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 48, valueFormatter: format }]}
        series={series}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
