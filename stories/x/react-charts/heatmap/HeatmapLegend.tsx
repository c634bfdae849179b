import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7', 'Sat 8', 'Sun 9'];
const hours = ['0–4', '4–8', '8–12', '12–16', '16–20', '20–24'];

// Fine particulate matter (PM2.5, µg/m³) at a city-centre station, first week of March 2024,
// averaged per four-hour slot.
const pm25 = [
  [12, 9, 31, 24, 38, 21],
  [14, 10, 36, 27, 44, 25],
  [18, 13, 42, 33, 57, 30],
  [11, 8, 28, 22, 35, 19],
  [9, 7, 25, 20, 31, 26],
  [15, 12, 14, 13, 18, 22],
  [8, 6, 9, 10, 12, 11],
];
const cells: HeatmapValueType[] = pm25.flatMap((row, dayIndex) =>
  row.map((value, slotIndex): HeatmapValueType => [slotIndex, dayIndex, value]),
);

const levels = ['Good', 'Fair', 'Moderate', 'Poor'];

export default function HeatmapLegend() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Fine particulate matter (PM2.5) by time of day, 3–9 March 2024
      </Typography>
      <Heatmap
        height={320}
        xAxis={[{ data: hours, label: 'Time of day (hours)' }]}
        yAxis={[{ data: days, width: 56 }]}
        // Air quality bands for PM2.5 in µg/m³: below 10, 10–20, 20–35, and 35 or more.
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [10, 20, 35],
              colors: ['#d9f0d3', '#a6dba0', '#f4a582', '#b2182b'],
            },
          },
        ]}
        series={[{ label: 'PM2.5', data: cells, valueFormatter: (cell) => `${cell[2]} µg/m³` }]}
        hideLegend={false}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            position: { vertical: 'middle', horizontal: 'end' },
            direction: 'vertical',
            // One label per band, next to its colour, instead of the thresholds between them.
            labelPosition: 'end',
            labelFormatter: ({ index }) => levels[index],
          },
        }}
      />
    </Box>
  );
}
