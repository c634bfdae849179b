import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Hotels of one city, August 2024: guest review score (x), price per night in euros (y),
// and distance to the old town in kilometres (z, shown as colour).
const hotels = [
  { id: 'harbour-view', x: 8.9, y: 212, z: 0.4 },
  { id: 'linden', x: 8.1, y: 164, z: 0.9 },
  { id: 'old-mill', x: 9.2, y: 238, z: 0.6 },
  { id: 'station', x: 7.2, y: 118, z: 1.8 },
  { id: 'riverside', x: 8.4, y: 149, z: 2.6 },
  { id: 'park-lodge', x: 8.7, y: 131, z: 4.1 },
  { id: 'airport-inn', x: 7.6, y: 96, z: 8.7 },
  { id: 'motel-23', x: 6.8, y: 74, z: 6.2 },
  { id: 'garden', x: 9.0, y: 142, z: 5.3 },
  { id: 'city-loft', x: 7.9, y: 176, z: 0.3 },
  { id: 'trade-fair', x: 7.4, y: 108, z: 7.5 },
  { id: 'castle-hill', x: 9.4, y: 265, z: 1.1 },
];

export default function ZAxisColorScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Hotel price and review score, coloured by distance to the old town
      </Typography>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Review score', min: 6.5, max: 9.5 }]}
        yAxis={[{ label: 'Price per night (EUR)', width: 56 }]}
        // The z value of each point picks its colour, from dark red (in the old town) to pale yellow (9 km out).
        zAxis={[{ min: 0, max: 9, colorMap: { type: 'continuous', min: 0, max: 9, color: ['#7f1d1d', '#fde68a'] } }]}
        series={[
          {
            label: 'Hotels',
            data: hotels,
            markerSize: 6,
            valueFormatter: (point) =>
              point === null ? '' : `€${point.y} a night, rated ${point.x}, ${point.z} km from the old town`,
          },
        ]}
        // The legend shows the colour scale instead of the series.
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'z',
            minLabel: '0 km',
            maxLabel: '9 km',
            labelPosition: 'extremes',
            position: { vertical: 'top', horizontal: 'center' },
            // The gradient stretches to the width of the legend.
            sx: { width: 240, maxWidth: '100%' },
          },
        }}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
