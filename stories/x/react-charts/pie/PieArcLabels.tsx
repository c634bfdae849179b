import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// How a support engineer spent a typical 8-hour day in November 2024, in minutes.
// The colours are dark enough for white labels in light and dark mode.
const day = [
  { id: 'tickets', value: 210, label: 'Tickets', color: '#1e40af' },
  { id: 'calls', value: 95, label: 'Calls', color: '#9a3412' },
  { id: 'meetings', value: 60, label: 'Meetings', color: '#6b21a8' },
  { id: 'docs', value: 75, label: 'Docs', color: '#115e59' },
  { id: 'training', value: 25, label: 'Training', color: '#374151' },
  { id: 'breaks', value: 15, label: 'Breaks', color: '#7f1d1d' },
];

const total = day.reduce((sum, item) => sum + item.value, 0);

export default function PieArcLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        A support engineer’s working day, November 2024
      </Typography>
      <PieChart
        height={260}
        series={[
          {
            data: day,
            // The label of each slice: its share of the day.
            arcLabel: (item) => `${Math.round((item.value / total) * 100)}%`,
            // Slices narrower than 20° get no label.
            arcLabelMinAngle: 20,
            // Put the labels closer to the outer edge than the default midpoint.
            arcLabelRadius: '68%',
            valueFormatter: (item) => `${item.value} minutes`,
          },
        ]}
        sx={(theme) => ({
          [`& .${pieArcLabelClasses.root}`]: {
            fill: theme.palette.common.white,
            fontWeight: theme.typography.fontWeightMedium,
          },
        })}
      />
    </Box>
  );
}
