import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Customer survey, autumn 2024: share of customers satisfied with each aspect of three couriers (%).
const metrics = ['Speed', 'Price', 'Tracking', 'Coverage', 'Support', 'Packaging'];
const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function MultiSeriesRadar() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Satisfied customers per aspect of the delivery, by courier
      </Typography>
      <RadarChart
        height={340}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[
          { label: 'SwiftPost', data: [91, 58, 84, 72, 66, 80], valueFormatter: percent },
          { label: 'ParcelHub', data: [74, 86, 69, 88, 71, 62], valueFormatter: percent },
          { label: 'GreenRoute', data: [63, 71, 77, 54, 89, 93], valueFormatter: percent },
        ]}
        radar={{ max: 100, metrics }}
      />
    </Box>
  );
}
