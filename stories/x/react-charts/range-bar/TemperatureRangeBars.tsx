import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Montréal, average daily low and high per month, °C (1991–2020 normals, rounded).
const low = [-14, -12, -6, 1, 8, 13, 16, 15, 10, 4, -2, -9];
const high = [-5, -3, 3, 11, 19, 24, 26, 25, 21, 13, 5, -2];

const format = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value)} °C`;

export default function TemperatureRangeBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average daily low and high in Montréal, by month
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 48, valueFormatter: format }]}
        series={[
          {
            // An invisible bar from 0 to the low, which lifts the next bar to the start of the range.
            id: 'offset',
            data: low,
            stack: 'range',
            color: 'transparent',
            // No label: no legend entry. A null value: no line in the tooltip.
            valueFormatter: () => null,
          },
          {
            // The visible bar: its length is the width of the range.
            id: 'range',
            label: 'Daily low to high',
            data: high.map((value, index) => value - low[index]),
            stack: 'range',
            // Stack the bars one after the other, even when the low is below zero.
            stackOffset: 'none',
            valueFormatter: (_value, { dataIndex }) => `${format(low[dataIndex])} to ${format(high[dataIndex])}`,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
