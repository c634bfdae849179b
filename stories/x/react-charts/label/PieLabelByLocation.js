import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pieArcLabelClasses, PieChart } from '@mui/x-charts/PieChart';

// How the employees of a company commute, in percent of the answers to a 2024 survey.
const modes = [
  { id: 'transit', short: 'Transit', long: 'Public transport (bus, tram, train)', value: 38, color: '#1565c0' },
  { id: 'car', short: 'Car', long: 'Car, alone or shared', value: 27, color: '#6a1b9a' },
  { id: 'bike', short: 'Bike', long: 'Bicycle or e-bike', value: 19, color: '#2e7d32' },
  { id: 'walk', short: 'Walk', long: 'On foot', value: 11, color: '#ad1457' },
  { id: 'remote', short: 'Remote', long: 'Works from home', value: 5, color: '#5d4037' },
];

const data = modes.map((mode) => ({
  id: mode.id,
  value: mode.value,
  // Dark colours, so that the white arc labels stay readable.
  color: mode.color,
  // The arc has room for one word, the legend for the word and the share, the tooltip for the whole answer.
  label: (location) => {
    if (location === 'arc') return mode.short;
    if (location === 'legend') return `${mode.short} (${mode.value}%)`;
    return mode.long;
  },
}));

export default function PieLabelByLocation() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        How employees commute, 2024 survey
      </Typography>
      <PieChart
        height={280}
        series={[
          {
            data,
            arcLabel: 'label',
            arcLabelMinAngle: 25,
            innerRadius: '30%',
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        sx={{ [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 500 } }}
      />
    </Box>
  );
}
