import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type Limits = 'auto' | 'min' | 'both';

const weeks = Array.from({ length: 14 }, (_, index) => index + 22);
// Water level of a reservoir at the end of each week, in percent of its capacity (summer 2024).
const level = [71, 70, 68, 67, 65, 62, 60, 58, 55, 53, 52, 50, 49, 48];

const limitsByOption = {
  auto: {},
  min: { min: 0 },
  both: { min: 0, max: 100 },
};

export default function AxisMinMax() {
  const [limits, setLimits] = React.useState<Limits>('auto');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Reservoir level, weeks 22 to 35 of 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Limits of the y-axis"
        value={limits}
        onChange={(_event, value: Limits | null) => {
          if (value !== null) setLimits(value);
        }}
        // Option names are code: keep their case.
        sx={{ mt: 1, '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="auto">Automatic</ToggleButton>
        <ToggleButton value="min">min: 0</ToggleButton>
        <ToggleButton value="both">min: 0, max: 100</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ data: weeks, label: 'Week', tickMinStep: 1 }]}
        yAxis={[{ width: 40, ...limitsByOption[limits], valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: level,
            label: 'Level',
            area: true,
            baseline: 'min',
            valueFormatter: (value) => (value === null ? '' : `${value}% full`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
