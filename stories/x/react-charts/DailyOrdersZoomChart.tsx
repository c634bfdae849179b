import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Eight weeks of daily orders, from Monday 4 March 2024: a weekly pattern plus steady growth.
// The numbers are computed, not random, so the chart is the same on every render.
const weekdayBase = [132, 141, 138, 150, 176, 212, 168];
const days = Array.from({ length: 56 }, (_, index) => new Date(2024, 2, 4 + index));
const orders = days.map((_, index) => weekdayBase[index % 7] + Math.floor(index / 7) * 6 + ((index * 37) % 11) - 5);
const dayLabels = days.map((day) => day.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }));

export default function DailyOrdersZoomChart() {
  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily orders, March and April 2024
      </Typography>
      <BarChartPro
        height={340}
        skipAnimation
        showToolbar
        hideLegend
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: dayLabels,
            // Zoom on this axis, keep at least 7 days in view, and show a slider under it.
            zoom: { minSpan: 12.5, slider: { enabled: true } },
          },
        ]}
        yAxis={[{ label: 'Orders', width: 56 }]}
        series={[{ data: orders, label: 'Orders' }]}
        // Start on the last two weeks (the last 25% of the axis).
        initialZoom={[{ axisId: 'days', start: 75, end: 100 }]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
