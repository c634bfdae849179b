import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const hours = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

// Calls received per hour by a customer-service line, averaged over April 2024.
const calls = [
  [42, 68, 74, 61, 38, 45, 59, 55, 47, 31],
  [35, 57, 63, 54, 33, 40, 51, 49, 42, 27],
  [31, 52, 58, 50, 30, 37, 47, 45, 39, 25],
  [33, 55, 60, 52, 31, 39, 49, 46, 40, 26],
  [28, 46, 51, 44, 27, 29, 35, 30, 24, 15],
];
const cells = calls.flatMap((row, dayIndex) => row.map((value, hourIndex) => [hourIndex, dayIndex, value]));

export default function HeatmapTooltipFormat() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Calls to customer service per hour, April 2024 average
      </Typography>
      <Heatmap
        height={300}
        xAxis={[
          {
            data: hours,
            label: 'Hour of the day',
            // Ticks show the hour; the tooltip shows the whole time slot.
            valueFormatter: (hour, context) => (context.location === 'tick' ? `${hour}` : `${hour}:00–${hour + 1}:00`),
          },
        ]}
        yAxis={[
          {
            data: weekdays,
            width: 48,
            valueFormatter: (day, context) => (context.location === 'tick' ? day.slice(0, 3) : day),
          },
        ]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 80, color: ['#edf8fb', '#006d2c'] } }]}
        series={[{ label: 'Calls', data: cells, valueFormatter: (cell) => `${cell[2]} calls` }]}
        hideLegend={false}
      />
    </Box>
  );
}
