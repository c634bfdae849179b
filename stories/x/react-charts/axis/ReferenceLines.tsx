import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';

// Blood glucose from a continuous monitor every 30 minutes, from 6:00 to 18:00, in mg/dL.
const times = Array.from({ length: 25 }, (_, index) => 6 + index / 2);
const glucose = [
  96, 94, 92, 98, 142, 188, 171, 139, 118, 104, 99, 97, 121, 164, 196, 178, 147, 122, 108, 101, 96, 112, 133, 126, 109,
];

const formatTime = (time: number) => `${Math.floor(time)}:${time % 1 === 0 ? '00' : '30'}`;

export default function ReferenceLines() {
  const theme = useTheme();
  const limitStyle = { stroke: theme.palette.error.main, strokeDasharray: '6 4' };
  const mealStyle = { stroke: theme.palette.text.secondary, strokeDasharray: '2 3' };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Blood glucose during one day
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: times, min: 6, max: 18, tickInterval: [6, 8, 10, 12, 14, 16, 18], valueFormatter: formatTime }]}
        yAxis={[{ min: 50, max: 220, label: 'mg/dL' }]}
        series={[{ data: glucose, label: 'Glucose', showMark: false, valueFormatter: (value) => (value === null ? '' : `${value} mg/dL`) }]}
        hideLegend
      >
        <ChartsReferenceLine y={180} label="High: 180" labelAlign="end" lineStyle={limitStyle} />
        <ChartsReferenceLine y={70} label="Low: 70" labelAlign="end" lineStyle={limitStyle} />
        <ChartsReferenceLine x={8} label="Breakfast" labelAlign="start" lineStyle={mealStyle} spacing={{ x: 4, y: 6 }} />
        <ChartsReferenceLine x={12.5} label="Lunch" labelAlign="start" lineStyle={mealStyle} spacing={{ x: 4, y: 6 }} />
        <ChartsReferenceLine x={16.5} label="Snack" labelAlign="start" lineStyle={mealStyle} spacing={{ x: 4, y: 6 }} />
      </LineChart>
    </Box>
  );
}
