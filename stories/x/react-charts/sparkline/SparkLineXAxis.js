import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Body weight in kilograms, on the days it was measured in March 2024 (not every day).
const days = [
  new Date(2024, 2, 1),
  new Date(2024, 2, 2),
  new Date(2024, 2, 5),
  new Date(2024, 2, 6),
  new Date(2024, 2, 11),
  new Date(2024, 2, 18),
  new Date(2024, 2, 19),
  new Date(2024, 2, 20),
  new Date(2024, 2, 27),
  new Date(2024, 2, 31),
];
const weight = [78.4, 78.1, 77.9, 78.2, 77.5, 77.1, 77.3, 76.9, 76.6, 76.2];

export default function SparkLineXAxis() {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 340 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        Body weight, March 2024
      </Typography>
      <SparkLineChart
        height={72}
        data={weight}
        // A time axis places each measurement on its date, and gives the tooltip a label.
        xAxis={{
          scaleType: 'time',
          data: days,
          // End the axis on the first and last measurement rather than on rounded dates.
          domainLimit: 'strict',
          valueFormatter: (date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
        }}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value} kg`)}
        title="Body weight measured on ten days of March 2024"
      />
    </Box>
  );
}
