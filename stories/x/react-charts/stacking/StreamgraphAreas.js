import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Plays on a music streaming service in 2024, by genre, in millions.
const genres = [
  { id: 'pop', label: 'Pop', data: [42, 40, 44, 47, 52, 58, 63, 61, 50, 46, 45, 53] },
  { id: 'rock', label: 'Rock', data: [18, 17, 19, 20, 24, 29, 33, 32, 22, 19, 18, 17] },
  { id: 'hiphop', label: 'Hip-hop', data: [30, 31, 33, 32, 34, 36, 37, 38, 35, 34, 33, 32] },
  { id: 'classical', label: 'Classical', data: [9, 9, 8, 7, 6, 5, 5, 5, 7, 9, 12, 19] },
  { id: 'electronic', label: 'Electronic', data: [12, 12, 14, 17, 22, 27, 31, 30, 19, 15, 13, 12] },
];

export default function StreamgraphAreas() {
  const [stackOffset, setStackOffset] = React.useState('wiggle');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Music plays by genre, 2024 (millions)
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Stack offset"
        value={stackOffset}
        onChange={(_event, value) => {
          if (value !== null) setStackOffset(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="silhouette">silhouette</ToggleButton>
        <ToggleButton value="wiggle">wiggle</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={320}
        xAxis={[{ data: months, scaleType: 'point' }]}
        // The baseline moves, so the values on a y-axis would mean little.
        yAxis={[{ position: 'none' }]}
        series={genres.map((genre) => ({
          ...genre,
          area: true,
          showMark: false,
          curve: 'natural',
          stack: 'plays',
          stackOffset,
          // Layers that peak early go in the middle, those that peak late outside.
          stackOrder: 'insideOut',
          valueFormatter: (value) => (value === null ? '' : `${value} million`),
        }))}
      />
    </Box>
  );
}
