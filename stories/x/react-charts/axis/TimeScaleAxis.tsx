import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

type DateScale = 'time' | 'point';

// Dates of a baby's check-ups (local dates: the constructor's month starts at 0) and the weight in kg.
const checkUps = [
  new Date(2024, 2, 1),
  new Date(2024, 2, 4),
  new Date(2024, 2, 8),
  new Date(2024, 2, 15),
  new Date(2024, 3, 1),
  new Date(2024, 3, 29),
  new Date(2024, 4, 27),
  new Date(2024, 6, 1),
  new Date(2024, 8, 2),
];
const weight = [3.4, 3.3, 3.5, 3.8, 4.4, 5.2, 5.9, 6.7, 7.8];

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

export default function TimeScaleAxis() {
  const [scaleType, setScaleType] = React.useState<DateScale>('time');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Baby weight at each check-up, 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Scale type of the x-axis"
        value={scaleType}
        onChange={(_event, value: DateScale | null) => {
          if (value !== null) setScaleType(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="time">time</ToggleButton>
        <ToggleButton value="point">point</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType,
            data: checkUps,
            valueFormatter: (date: Date, context: AxisValueFormatterContext) =>
              context.location === 'tick' ? dayMonth.format(date) : fullDate.format(date),
          },
        ]}
        yAxis={[{ width: 40, min: 0 }]}
        series={[
          {
            data: weight,
            label: 'Weight',
            valueFormatter: (value) => (value === null ? '' : `${value.toFixed(1)} kg`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
