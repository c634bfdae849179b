import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

// Closing price on the last trading day of each month of 2024, in US dollars.
const months = [
  new Date(2024, 0, 31),
  new Date(2024, 1, 29),
  new Date(2024, 2, 28),
  new Date(2024, 3, 30),
  new Date(2024, 4, 31),
  new Date(2024, 5, 28),
  new Date(2024, 6, 31),
  new Date(2024, 7, 30),
  new Date(2024, 8, 30),
  new Date(2024, 9, 31),
  new Date(2024, 10, 29),
  new Date(2024, 11, 31),
];
const closingPrice = [142.6, 148.1, 151.9, 146.3, 155.8, 161.2, 158.4, 166.9, 172.5, 169.1, 178.3, 184.7];

// Average of the current month and the two before it; empty until three months are known.
const threeMonthAverage = closingPrice.map((_, index) =>
  index < 2
    ? null
    : Math.round(((closingPrice[index] + closingPrice[index - 1] + closingPrice[index - 2]) / 3) * 10) / 10,
);

const formatPrice = (value) => (value === null ? '' : `$${value.toFixed(2)}`);

export default function StockPriceLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Northwind Robotics (NWRB) share price, 2024
      </Typography>
      <LineChart
        height={320}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            valueFormatter: (date, context) =>
              context.location === 'tick'
                ? date.toLocaleDateString('en-US', { month: 'short' })
                : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
          },
        ]}
        yAxis={[{ label: 'Price (USD)', min: 130, valueFormatter: (value) => `$${value}` }]}
        series={[
          {
            data: closingPrice,
            label: 'Closing price',
            area: true,
            baseline: 'min',
            showMark: false,
            valueFormatter: formatPrice,
          },
          {
            data: threeMonthAverage,
            label: '3-month average',
            showMark: false,
            curve: 'linear',
            valueFormatter: formatPrice,
          },
        ]}
        grid={{ horizontal: true }}
        sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.25 } }}
      />
    </Box>
  );
}
