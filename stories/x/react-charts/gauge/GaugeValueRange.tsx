import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// Readings of a home on 15 January 2024, each on its own scale.
const readings = [
  { id: 'tank', label: 'Rainwater tank (litres)', value: 3250, valueMin: 0, valueMax: 5000 },
  { id: 'room', label: 'Living room (°C, 10 to 30)', value: 21.5, valueMin: 10, valueMax: 30 },
];

export default function GaugeValueRange() {
  const id = React.useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, textAlign: 'center' }}>
      {readings.map((reading) => (
        <Box key={reading.id}>
          <Gauge
            height={140}
            skipAnimation
            value={reading.value}
            valueMin={reading.valueMin}
            valueMax={reading.valueMax}
            startAngle={-110}
            endAngle={110}
            aria-labelledby={`${id}-${reading.id}`}
          />
          <Typography id={`${id}-${reading.id}`} variant="body2" color="text.secondary">
            {reading.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
