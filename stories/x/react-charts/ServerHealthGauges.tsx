import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// Readings of one web server at 09:00; each value is a percentage of capacity.
const readings = [
  { id: 'cpu', label: 'CPU', value: 34 },
  { id: 'memory', label: 'Memory', value: 68 },
  { id: 'disk', label: 'Disk', value: 91 },
];

// Green below 60%, amber up to 85%, red above.
function status(value: number): 'success' | 'warning' | 'error' {
  if (value < 60) return 'success';
  if (value < 85) return 'warning';
  return 'error';
}

export default function ServerHealthGauges() {
  const idPrefix = React.useId();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        Server web-01, resource usage
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {readings.map((reading) => (
          <Box key={reading.id} sx={{ textAlign: 'center' }}>
            <Gauge
              height={120}
              skipAnimation
              value={reading.value}
              startAngle={-110}
              endAngle={110}
              innerRadius="76%"
              cornerRadius="50%"
              text={({ value }) => `${value}%`}
              aria-labelledby={`${idPrefix}-${reading.id}`}
              aria-valuetext={`${reading.value}% used`}
              sx={(theme) => ({
                [`& .${gaugeClasses.valueText}`]: { fontSize: 20, fontWeight: 600 },
                [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette[status(reading.value)].main },
              })}
            />
            <Typography id={`${idPrefix}-${reading.id}`} variant="body2" color="text.secondary">
              {reading.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
