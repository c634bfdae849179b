import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// The limits of the US air quality index categories: good, moderate, unhealthy for sensitive groups,
// unhealthy, very unhealthy, hazardous.
const categoryLimits = [0, 50, 100, 150, 200, 300];
const categoryColors = ['#2e7d32', '#c0a000', '#ef6c00', '#d32f2f', '#7b1fa2', '#6d1b1b'];

const days = Array.from({ length: 30 }, (_, index) => `${index + 1}`);
// Daily air quality index of a city in November 2024.
const aqi = [
  42, 48, 61, 77, 95, 118, 142, 163, 171, 129, 88, 64, 51, 45, 58, 83, 112, 154, 206, 188, 137, 99, 72, 55, 47, 52, 69,
  91, 108, 84,
];

export default function FixedTickValues() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily air quality index, November 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days, label: 'Day of the month' }]}
        yAxis={[
          {
            width: 40,
            max: 300,
            // One tick at each category limit, instead of evenly spaced round numbers.
            tickInterval: categoryLimits,
            colorMap: { type: 'piecewise', thresholds: categoryLimits.slice(1), colors: categoryColors },
          },
        ]}
        series={[{ data: aqi, label: 'AQI' }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
