import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const hours = ['8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];
// Average number of customers waiting at a post office counter, weekdays of March 2024.
const waiting = [3.2, 5.8, 9.4, 6.1, 7.3, 4.6, 1.2];

export default function BarGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Customers waiting at the counter by time of day
      </Typography>
      <FormGroup row sx={{ mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="Horizontal lines"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="Vertical lines"
        />
      </FormGroup>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: hours }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: waiting,
            label: 'Customers waiting',
            valueFormatter: (value) => (value === null ? '' : `${value} customers`),
          },
        ]}
        hideLegend
        grid={{ horizontal, vertical }}
      />
    </Box>
  );
}
