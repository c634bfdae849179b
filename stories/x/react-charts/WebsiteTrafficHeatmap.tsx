import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const timeSlots = ['0–4', '4–8', '8–12', '12–16', '16–20', '20–24'];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Average visits to an online bookshop per four-hour slot, in hundreds, for each day of the week.
const visits = [
  [4, 3, 38, 52, 61, 45],
  [3, 3, 41, 55, 63, 47],
  [4, 2, 40, 54, 66, 50],
  [3, 3, 42, 57, 64, 52],
  [5, 4, 36, 49, 58, 71],
  [9, 5, 24, 62, 74, 80],
  [8, 4, 19, 58, 69, 55],
];

// The heatmap takes one [x index, y index, value] tuple per cell.
const cells: HeatmapValueType[] = visits.flatMap((row, dayIndex) =>
  row.map((value, slotIndex): HeatmapValueType => [slotIndex, dayIndex, value]),
);

export default function WebsiteTrafficHeatmap() {
  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bookshop visits by day and time of day
      </Typography>
      <Heatmap
        height={320}
        xAxis={[
          {
            data: timeSlots,
            label: 'Time of day (hours)',
            valueFormatter: (slot: string, context) => (context.location === 'tick' ? slot : `${slot} h`),
          },
        ]}
        yAxis={[{ data: weekdays, width: 44 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 80, color: ['#e0f2fe', '#0c4a6e'] } }]}
        series={[
          {
            data: cells,
            label: 'Visits',
            valueFormatter: (cell) => (cell === null ? '' : `${cell[2] * 100} visits`),
          },
        ]}
        hideLegend={false}
      />
    </Box>
  );
}
