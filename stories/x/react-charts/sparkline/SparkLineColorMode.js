import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing value of a stock index over the last 20 trading days of 2024.
const closing = [
  5872, 5891, 5860, 5904, 5932, 5918, 5949, 5971, 5950, 5987, 6012, 5996, 5968, 5940, 5981, 6024, 6051, 6038, 6069,
  6090,
];

export default function SparkLineColorMode() {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 340 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        Stock index, last 20 trading days of 2024
      </Typography>
      <SparkLineChart
        height={64}
        data={closing}
        // Called with the palette mode: black on a light page, white on a dark one.
        color={(mode) => (mode === 'dark' ? '#ffffff' : '#000000')}
        title="Closing value of the stock index over the last 20 trading days of 2024"
      />
    </Box>
  );
}
