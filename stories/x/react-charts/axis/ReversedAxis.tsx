import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const matchdays = Array.from({ length: 15 }, (_, index) => index + 1);
// League position of two football clubs after each matchday (1 is the top of the table).
const riverside = [9, 6, 4, 4, 3, 2, 2, 1, 1, 2, 1, 1, 1, 1, 1];
const harbour = [3, 5, 8, 11, 10, 12, 14, 13, 15, 16, 14, 12, 13, 11, 10];

export default function ReversedAxis() {
  const [reverse, setReverse] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        League position after each matchday
      </Typography>
      <FormControlLabel
        control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
        label="Reverse the y-axis"
      />
      <LineChart
        height={300}
        xAxis={[{ data: matchdays, label: 'Matchday', min: 1, max: 15, tickInterval: [1, 5, 10, 15] }]}
        yAxis={[{ min: 1, max: 20, reverse, tickInterval: [1, 5, 10, 15, 20], label: 'Position' }]}
        series={[
          { data: riverside, label: 'Riverside FC' },
          { data: harbour, label: 'Harbour United' },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
