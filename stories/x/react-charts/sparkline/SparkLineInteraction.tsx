import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Response time of an API, median per hour over the last 12 hours, in milliseconds.
const responseTime = [182, 176, 190, 214, 248, 231, 205, 197, 263, 301, 244, 210];
// Failed requests per hour over the same 12 hours.
const errors = [3, 1, 2, 5, 9, 4, 2, 2, 12, 17, 6, 3];

export default function SparkLineInteraction() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box component="figure" sx={{ m: 0, flex: 1 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          Median response time, last 12 hours
        </Typography>
        <SparkLineChart
          height={64}
          data={responseTime}
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? '' : `${value} ms`)}
          title="Median response time per hour over the last 12 hours"
        />
      </Box>
      <Box component="figure" sx={{ m: 0, flex: 1 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          Failed requests, last 12 hours
        </Typography>
        <SparkLineChart
          height={64}
          data={errors}
          plotType="bar"
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? '' : `${value} failed requests`)}
          title="Failed requests per hour over the last 12 hours"
        />
      </Box>
    </Stack>
  );
}
