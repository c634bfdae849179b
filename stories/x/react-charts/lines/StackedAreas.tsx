import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Hours of video streamed per week by the subscribers of a small service, in thousands.
const series = [
  { label: 'Smart TV', data: [412, 398, 430, 451, 447, 472, 495, 510] },
  { label: 'Mobile', data: [236, 251, 244, 262, 279, 271, 288, 301] },
  { label: 'Desktop', data: [154, 149, 141, 146, 138, 135, 129, 131] },
];

export default function StackedAreas() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Hours streamed per week by device, autumn 2024
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ label: 'Thousand hours', width: 64 }]}
        // Series with the same `stack` are drawn on top of each other, in the order listed.
        series={series.map((item) => ({
          ...item,
          stack: 'total',
          area: true,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `${value}k hours`),
        }))}
      />
    </Box>
  );
}
