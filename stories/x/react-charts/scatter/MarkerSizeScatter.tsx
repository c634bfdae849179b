import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Trees measured in a city park in 2024: trunk diameter at breast height (cm) and height (m).
const oaks = [
  [18, 11.2], [24, 13.8], [31, 15.1], [37, 17.9], [42, 18.4], [49, 21.6], [55, 22.1], [63, 24.8],
].map(([x, y], index) => ({ id: `oak-${index}`, x, y }));
const birches = [
  [12, 9.4], [16, 12.1], [21, 14.6], [25, 15.2], [29, 17.8], [33, 18.9], [38, 19.7],
].map(([x, y], index) => ({ id: `birch-${index}`, x, y }));
// The average tree of each species.
const averages = [
  { id: 'oak-average', x: 40, y: 18.1 },
  { id: 'birch-average', x: 25, y: 15.4 },
];

const formatTree = (point: { x: number; y: number } | null) =>
  point === null ? '' : `${point.x} cm wide, ${point.y} m tall`;

export default function MarkerSizeScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Trunk diameter and height of park trees, 2024
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Trunk diameter (cm)', min: 0 }]}
        yAxis={[{ label: 'Height (m)', width: 48, min: 0 }]}
        series={[
          { label: 'Oak', data: oaks, markerSize: 4, valueFormatter: formatTree },
          { label: 'Birch', data: birches, markerSize: 4, valueFormatter: formatTree },
          // A larger marker for the averages; markerSize is the radius of the circle in pixels.
          { label: 'Species average', data: averages, markerSize: 9, color: '#374151', valueFormatter: formatTree },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
