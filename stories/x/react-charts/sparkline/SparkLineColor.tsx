import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Readings of a home energy monitor, one per day over the first two weeks of January 2024.
const metrics = [
  { label: 'Electricity (kWh)', color: '#b45309', data: [11.2, 10.8, 12.6, 13.1, 12.2, 14.8, 15.3, 11.9, 11.4, 12.1, 12.8, 13.6, 15.1, 14.2] },
  { label: 'Solar production (kWh)', color: '#15803d', data: [2.1, 3.4, 1.2, 0.8, 2.9, 4.1, 3.8, 1.6, 0.9, 2.4, 3.1, 4.4, 4.0, 2.2] },
  { label: 'Water (litres)', color: '#0369a1', data: [212, 198, 240, 225, 231, 288, 302, 205, 214, 219, 238, 227, 295, 281] },
];

export default function SparkLineColor() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      {metrics.map((metric) => (
        <Box component="figure" key={metric.label} sx={{ m: 0, flex: 1 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            {metric.label}
          </Typography>
          <SparkLineChart
            height={56}
            data={metric.data}
            color={metric.color}
            area
            title={`${metric.label}, daily, 1 to 14 January 2024`}
          />
        </Box>
      ))}
    </Stack>
  );
}
