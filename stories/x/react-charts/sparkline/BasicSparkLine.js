import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Orders per day of a flower shop over the last two weeks of April 2024.
const orders = [31, 28, 35, 42, 39, 61, 57, 33, 30, 38, 44, 41, 66, 59];

export default function BasicSparkLine() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box component="figure" sx={{ m: 0, flex: 1 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          Orders per day (line)
        </Typography>
        <SparkLineChart height={64} data={orders} title="Orders per day over two weeks, as a line" />
      </Box>
      <Box component="figure" sx={{ m: 0, flex: 1 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          Orders per day (bars)
        </Typography>
        <SparkLineChart height={64} data={orders} plotType="bar" title="Orders per day over two weeks, as bars" />
      </Box>
    </Stack>
  );
}
