import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Minutes since the start of a 10 km run, and the runner's heart rate at that moment.
const minutes = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
const heartRate = [92, 138, 151, 156, 158, 163, 161, 166, 171, 178, 124];

export default function LineGrid() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Heart rate during a 10 km run
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: minutes, label: 'Minutes', tickMinStep: 5 }]}
        yAxis={[{ label: 'Beats per minute', width: 56, min: 80 }]}
        series={[
          {
            data: heartRate,
            label: 'Heart rate',
            valueFormatter: (value) => (value === null ? '' : `${value} bpm`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}
