import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Six ice cream stands: average afternoon temperature in °C (x) and cones sold per day (y),
// in June and in September 2024. The ids stay the same, so each stand moves to its new place.
const seasons: Record<string, { id: string; x: number; y: number }[]> = {
  June: [
    { id: 'beach', x: 27, y: 410 },
    { id: 'park', x: 25, y: 265 },
    { id: 'station', x: 24, y: 190 },
    { id: 'market', x: 26, y: 320 },
    { id: 'harbour', x: 23, y: 240 },
    { id: 'zoo', x: 25, y: 300 },
  ],
  September: [
    { id: 'beach', x: 19, y: 150 },
    { id: 'park', x: 18, y: 120 },
    { id: 'station', x: 17, y: 135 },
    { id: 'market', x: 20, y: 170 },
    { id: 'harbour', x: 16, y: 80 },
    { id: 'zoo', x: 18, y: 110 },
  ],
};

export default function ScatterAnimation() {
  const [month, setMonth] = React.useState('June');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Ice cream sales and temperature per stand, {month} 2024
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={month}
          onChange={(_event, value: string | null) => value && setMonth(value)}
          aria-label="Month"
        >
          <ToggleButton value="June">June</ToggleButton>
          <ToggleButton value="September">September</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <ScatterChart
        height={300}
        skipAnimation={skipAnimation}
        // Fixed axis ranges: only the points move, not the scales.
        xAxis={[{ label: 'Temperature (°C)', min: 14, max: 30 }]}
        yAxis={[{ label: 'Cones per day', width: 56, min: 0, max: 450 }]}
        series={[
          {
            label: 'Stands',
            data: seasons[month],
            markerSize: 6,
            valueFormatter: (point) => (point === null ? '' : `${point.id}: ${point.y} cones at ${point.x} °C`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
