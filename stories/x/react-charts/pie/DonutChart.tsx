import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Monthly spending of a two-person household in 2024, in euros.
const spending = [
  { id: 'housing', value: 1450, label: 'Housing' },
  { id: 'food', value: 720, label: 'Groceries' },
  { id: 'transport', value: 310, label: 'Transport' },
  { id: 'utilities', value: 260, label: 'Utilities' },
  { id: 'leisure', value: 380, label: 'Leisure' },
  { id: 'savings', value: 600, label: 'Savings' },
];

export default function DonutChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Household spending per month, 2024
      </Typography>
      <PieChart
        height={240}
        series={[
          {
            data: spending,
            // The hole goes from the centre to 55% of the available radius; the ring ends at 90%.
            innerRadius: '55%',
            outerRadius: '90%',
            valueFormatter: (item) => `€${item.value.toLocaleString('en-US')} a month`,
          },
        ]}
      />
    </Box>
  );
}
