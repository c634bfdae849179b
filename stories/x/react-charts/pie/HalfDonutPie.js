import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won by each list in a city council election, October 2024 (45 seats).
const seats = [
  { id: 'green', value: 12, label: 'Green Alliance', color: '#2e7d32' },
  { id: 'social', value: 10, label: 'Social Democrats', color: '#c62828' },
  { id: 'liberal', value: 9, label: 'Liberal Party', color: '#f9a825' },
  { id: 'conservative', value: 11, label: 'Conservatives', color: '#1565c0' },
  { id: 'independent', value: 3, label: 'Independents', color: '#757575' },
];

export default function HalfDonutPie() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        City council seats after the October 2024 election
      </Typography>
      <PieChart
        height={260}
        series={[
          {
            data: seats,
            // A half circle from 9 o'clock to 3 o'clock (0° is at 12 o'clock), centred low in the chart.
            startAngle: -90,
            endAngle: 90,
            // Percentages are relative to the largest radius of a full circle that fits the chart.
            // A half circle can be twice as wide as it is tall, so it may use more than 100%.
            innerRadius: '65%',
            outerRadius: '130%',
            paddingAngle: 1,
            cy: '100%',
            valueFormatter: (item) => `${item.value} of 45 seats`,
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
      />
    </Box>
  );
}
