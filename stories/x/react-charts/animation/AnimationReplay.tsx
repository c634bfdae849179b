import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// One week of a neighbourhood café, 12 to 18 May 2025.
const customers = [148, 162, 171, 158, 204, 266, 231];
const revenue = [1.9, 2.1, 2.2, 2.0, 2.7, 3.6, 3.1];
const orders = [
  { id: 'coffee', label: 'Coffee', value: 52 },
  { id: 'tea', label: 'Tea', value: 14 },
  { id: 'pastries', label: 'Pastries', value: 23 },
  { id: 'lunch', label: 'Lunch', value: 11 },
];

export default function AnimationReplay() {
  // A new key mounts the charts again, which plays their entrance animation again.
  const [round, setRound] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Café week, 12 to 18 May 2025
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setRound((value) => value + 1)}>
          Replay
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Box>
      <Box
        key={round}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mt: 1 }}
      >
        <div>
          <Typography variant="body2">Customers per day</Typography>
          <BarChart
            height={220}
            skipAnimation={skipAnimation}
            hideLegend
            xAxis={[{ scaleType: 'band', data: weekdays }]}
            yAxis={[{ width: 36 }]}
            series={[{ data: customers, label: 'Customers' }]}
          />
        </div>
        <div>
          <Typography variant="body2">Revenue per day (thousands of euros)</Typography>
          <LineChart
            height={220}
            skipAnimation={skipAnimation}
            hideLegend
            xAxis={[{ scaleType: 'point', data: weekdays }]}
            yAxis={[{ width: 36 }]}
            series={[{ data: revenue, label: 'Revenue (k€)', area: true }]}
          />
        </div>
        <div>
          <Typography variant="body2">Orders by category (%)</Typography>
          <PieChart
            height={220}
            skipAnimation={skipAnimation}
            series={[{ data: orders, innerRadius: 40, valueFormatter: (item) => `${item.value}%` }]}
          />
        </div>
      </Box>
    </Box>
  );
}
