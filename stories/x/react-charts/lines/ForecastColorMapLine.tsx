import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

// The first day of each month from January 2024 to June 2025.
const months = Array.from({ length: 18 }, (_, index) => new Date(2024, index, 1));
// Orders of a pet-food subscription service per month; from January 2025 on, the values are a forecast.
const orders = [
  8200, 8350, 8610, 8540, 8820, 9010, 9240, 9180, 9460, 9710, 10150, 10920, 10300, 10480, 10750, 10990, 11260, 11500,
];
const forecastStart = new Date(2025, 0, 1);

export default function ForecastColorMapLine() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly orders, actual in 2024 and forecast for 2025
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'time',
            data: months,
            domainLimit: 'strict',
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? date.toLocaleDateString('en-US', { month: 'short', year: '2-digit' })
                : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
            // Dates before the threshold get the first colour, dates from it the second.
            colorMap: {
              type: 'piecewise',
              thresholds: [forecastStart],
              colors: [theme.palette.primary.main, theme.palette.text.disabled],
            },
          },
        ]}
        yAxis={[{ width: 56, min: 7000 }]}
        series={[
          {
            data: orders,
            label: 'Orders',
            area: true,
            baseline: 'min',
            showMark: false,
            valueFormatter: (value, { dataIndex }) =>
              value === null
                ? ''
                : `${value.toLocaleString('en-US')}${months[dataIndex] >= forecastStart ? ' (forecast)' : ''}`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
