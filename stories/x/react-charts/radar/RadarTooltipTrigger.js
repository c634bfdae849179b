import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Share of households owning each device in three countries, 2023 survey (%).
const devices = ['Smartphone', 'Laptop', 'Tablet', 'Smart TV', 'Smartwatch', 'Games console'];
const percent = (value) => (value === null ? '' : `${value}% of households`);

export default function RadarTooltipTrigger() {
  const [trigger, setTrigger] = React.useState('axis');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Households owning each device, 2023
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_event, value) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="axis">Axis</ToggleButton>
        <ToggleButton value="item">Item</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[
          { id: 'de', label: 'Germany', data: [94, 82, 48, 71, 24, 31], valueFormatter: percent },
          { id: 'es', label: 'Spain', data: [97, 76, 55, 66, 19, 27], valueFormatter: percent },
          { id: 'se', label: 'Sweden', data: [96, 88, 61, 78, 35, 38], valueFormatter: percent },
        ]}
        radar={{
          max: 100,
          metrics: devices,
          // Two-word names on two lines around the chart, on one line in the tooltip.
          labelFormatter: (name, { location }) => (location === 'tick' ? name.replace(' ', '\n') : name),
        }}
        slotProps={{ tooltip: { trigger } }}
      />
    </Box>
  );
}
