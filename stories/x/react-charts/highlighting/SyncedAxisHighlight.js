import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Weather at a mountain station on 9 October 2024, every hour from 6:00 to 20:00.
const hours = Array.from({ length: 15 }, (_, index) => `${index + 6}:00`);
const temperature = [2.1, 2.4, 3.8, 5.6, 7.9, 9.8, 11.2, 12.1, 12.4, 11.9, 10.6, 8.7, 6.9, 5.2, 4.1];
const wind = [12, 14, 18, 22, 27, 31, 36, 41, 38, 33, 29, 24, 19, 16, 14];

// Both charts use the same axis id and data, so an axis item of one is the same hour in the other.
const xAxis = [{ id: 'hours', scaleType: 'point', data: hours }];
const yAxis = [{ width: 40 }];
const temperatureSeries = [
  { data: temperature, label: 'Temperature', valueFormatter: (value) => (value === null ? '' : `${value} °C`) },
];
const windSeries = [
  {
    data: wind,
    label: 'Wind speed',
    color: '#00838f',
    valueFormatter: (value) => (value === null ? '' : `${value} km/h`),
  },
];

export default function SyncedAxisHighlight() {
  const [highlightedAxis, setHighlightedAxis] = React.useState([]);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature and wind speed at Kammhütte station, 9 October 2024
      </Typography>
      <LineChart
        height={200}
        xAxis={xAxis}
        yAxis={yAxis}
        series={temperatureSeries}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
      <LineChart
        height={200}
        xAxis={xAxis}
        yAxis={yAxis}
        series={windSeries}
        highlightedAxis={highlightedAxis}
        onHighlightedAxisChange={setHighlightedAxis}
      />
    </Box>
  );
}
