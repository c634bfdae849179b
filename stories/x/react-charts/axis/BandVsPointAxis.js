import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['8:00', '9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
// Average waiting time at a walk-in clinic, by hour of arrival, in minutes.
const waitingTime = [12, 18, 26, 31, 24, 19, 22, 28, 21, 14];

export default function BandVsPointAxis() {
  const [scaleType, setScaleType] = React.useState('point');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average waiting time by hour of arrival
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Scale type of the x-axis"
        value={scaleType}
        onChange={(_event, value) => {
          if (value !== null) setScaleType(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="point">point</ToggleButton>
        <ToggleButton value="band">band</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ scaleType, data: hours }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: waitingTime,
            label: 'Waiting time',
            valueFormatter: (value) => (value === null ? '' : `${value} min`),
          },
        ]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
