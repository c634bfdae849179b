import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const rooms = ['Atlas', 'Boréal', 'Cobalt', 'Delta', 'Echo'];

// Share of office hours each meeting room was booked, March 2024 (%).
// Each cell is [x index (weekday), y index (room), value].
const occupancy: HeatmapValueType[] = [
  [0, 0, 72], [1, 0, 85], [2, 0, 91], [3, 0, 88], [4, 0, 41],
  [0, 1, 35], [1, 1, 52], [2, 1, 60], [3, 1, 57], [4, 1, 18],
  [0, 2, 64], [1, 2, 78], [2, 2, 70], [3, 2, 81], [4, 2, 33],
  [0, 3, 12], [1, 3, 26], [2, 3, 31], [3, 3, 22], [4, 3, 7],
  [0, 4, 48], [1, 4, 66], [2, 4, 95], [3, 4, 74], [4, 4, 29],
];

export default function BasicHeatmap() {
  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Meeting room bookings by weekday, March 2024 (% of office hours)
      </Typography>
      <Heatmap
        height={300}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ data: rooms, width: 60 }]}
        series={[{ label: 'Booked', data: occupancy, valueFormatter: (cell) => `${cell[2]}% of office hours` }]}
      />
    </Box>
  );
}
