import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Placement = 'right-start' | 'top' | 'bottom' | 'left';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Meals served by a canteen in one week of October 2024.
const lunches = [412, 438, 451, 429, 376, 0, 0];
const dinners = [96, 104, 118, 121, 88, 0, 0];

export default function TooltipPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('right-start');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Tooltip placement"
        value={placement}
        onChange={(_event, value: Placement | null) => value && setPlacement(value)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="right-start">Right start</ToggleButton>
        <ToggleButton value="top">Top</ToggleButton>
        <ToggleButton value="bottom">Bottom</ToggleButton>
        <ToggleButton value="left">Left</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Meals served per day, week 42 of 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'lunch', data: lunches, label: 'Lunch', stack: 'meals' },
          { id: 'dinner', data: dinners, label: 'Dinner', stack: 'meals' },
        ]}
        // The tooltip is a Popper anchored at the pointer: `placement` says on which side it opens.
        slotProps={{ tooltip: { placement } }}
      />
    </Box>
  );
}
