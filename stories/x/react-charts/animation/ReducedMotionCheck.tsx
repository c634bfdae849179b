import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';

type City = 'Oslo' | 'Lisbon';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily high temperature, in °C.
const highs: Record<City, number[]> = {
  Oslo: [0, 1, 5, 10, 16, 20, 22, 21, 16, 9, 4, 1],
  Lisbon: [15, 16, 19, 20, 23, 26, 28, 29, 27, 23, 18, 15],
};

export default function ReducedMotionCheck() {
  const [city, setCity] = React.useState<City>('Oslo');
  // The same media query the charts read.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average daily high in {city}
      </Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {reducedMotion
          ? 'Your system asks for reduced motion: the line jumps to its new shape.'
          : 'Your system allows animations: the line moves to its new shape.'}
      </Alert>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="City"
        value={city}
        onChange={(_event, value: City | null) => {
          if (value !== null) setCity(value);
        }}
        sx={{ mt: 1.5 }}
      >
        <ToggleButton value="Oslo">Oslo</ToggleButton>
        <ToggleButton value="Lisbon">Lisbon</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        hideLegend
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: -5, max: 35, label: 'Temperature (°C)', width: 56 }]}
        series={[
          { id: 'high', data: highs[city], label: `${city}, daily high`, valueFormatter: (value) => `${value} °C` },
        ]}
      />
    </Box>
  );
}
