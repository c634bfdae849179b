import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily maximum temperature in Madrid, in degrees Celsius.
const maxTemperature = [10, 12, 16, 18, 23, 29, 33, 32, 27, 20, 14, 10];

export default function ContinuousColorMapBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average daily maximum temperature in Madrid
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            label: 'Temperature (°C)',
            width: 56,
            // 8 °C and below is blue, 34 °C and above is red, values in between are blended.
            colorMap: { type: 'continuous', min: 8, max: 34, color: ['#1e88e5', '#e53935'] },
          },
        ]}
        series={[
          {
            data: maxTemperature,
            label: 'Daily maximum',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
