import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Answers to "How satisfied are you with our support?", 1,240 customers, December 2024.
const answers = [
  { id: 'very-satisfied', value: 512, label: 'Very satisfied' },
  { id: 'satisfied', value: 401, label: 'Satisfied' },
  { id: 'neutral', value: 164, label: 'Neutral' },
  { id: 'dissatisfied', value: 98, label: 'Dissatisfied' },
  { id: 'very-dissatisfied', value: 41, label: 'Very dissatisfied' },
  // An item's own colour wins over the palette.
  { id: 'no-answer', value: 24, label: 'No answer', color: '#9e9e9e' },
];

// A diverging palette from green to red: the slices take its colours in order.
const satisfactionPalette = ['#1b7837', '#7fbf7b', '#d9d9d9', '#ef8a62', '#b2182b'];

export default function PieColors() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Customer satisfaction with support, December 2024
      </Typography>
      <PieChart
        height={240}
        colors={satisfactionPalette}
        series={[
          {
            data: answers,
            innerRadius: '40%',
            valueFormatter: (item) => `${item.value} customers`,
          },
        ]}
      />
    </Box>
  );
}
