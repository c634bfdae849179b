import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Runners of a club before the Berlin Marathon, September 2024: average weekly training
// distance over 16 weeks (km) and finishing time (minutes).
const runners = [
  { name: 'Ana', weeklyKm: 38, finishMinutes: 262 },
  { name: 'Ben', weeklyKm: 52, finishMinutes: 231 },
  { name: 'Chloé', weeklyKm: 61, finishMinutes: 218 },
  { name: 'Dario', weeklyKm: 45, finishMinutes: 247 },
  { name: 'Emma', weeklyKm: 74, finishMinutes: 196 },
  { name: 'Farid', weeklyKm: 33, finishMinutes: 281 },
  { name: 'Greta', weeklyKm: 68, finishMinutes: 209 },
  { name: 'Hugo', weeklyKm: 57, finishMinutes: 236 },
  { name: 'Ines', weeklyKm: 82, finishMinutes: 189 },
  { name: 'Jonas', weeklyKm: 41, finishMinutes: 238 },
  { name: 'Kaito', weeklyKm: 90, finishMinutes: 178 },
  { name: 'Lena', weeklyKm: 49, finishMinutes: 255 },
];

const formatMinutes = (minutes) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

export default function ScatterDataset() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Training distance and marathon finishing time
      </Typography>
      <ScatterChart
        height={300}
        dataset={runners}
        xAxis={[{ label: 'Weekly training (km)' }]}
        yAxis={[
          {
            label: 'Finishing time (h:mm)',
            width: 56,
            min: 150,
            max: 300,
            // Ticks every half hour, from 2:30 to 5:00.
            tickInterval: [150, 180, 210, 240, 270, 300],
            valueFormatter: formatMinutes,
          },
        ]}
        series={[
          {
            label: 'Runners',
            // Scatter series read the dataset through datasetKeys: x, y and id are required.
            datasetKeys: { id: 'name', x: 'weeklyKm', y: 'finishMinutes' },
            valueFormatter: (point) => {
              if (point === null) return '';
              const runner = runners.find((item) => item.name === point.id);
              return `${runner?.name}: ${point.x} km a week, ${formatMinutes(point.y)}`;
            },
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
