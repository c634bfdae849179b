import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type StepOption = 'auto' | 'min' | 'max';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// Water level of a river gauge every hour from 3 to 6 June 2024 (UTC), in centimetres:
// a flood wave rises on the second day and slowly drains away.
const readings = Array.from({ length: 96 }, (_, index) => new Date(Date.UTC(2024, 5, 3) + index * HOUR));
const level = readings.map((_, index) => Math.round(118 + 96 * Math.exp(-(((index - 40) / 16) ** 2)) + 4 * Math.sin(index / 3)));

const stepsByOption = {
  auto: {},
  min: { tickMinStep: DAY },
  max: { tickMaxStep: 6 * HOUR },
};

const tooltipDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function TickStepLimits() {
  const [option, setOption] = React.useState<StepOption>('auto');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        River level at the Millbrook gauge, 3–6 June 2024 (UTC)
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Tick step of the x-axis"
        value={option}
        onChange={(_event, value: StepOption | null) => {
          if (value !== null) setOption(value);
        }}
        // Option names are code: keep their case.
        sx={{ mt: 1, flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="auto">Automatic</ToggleButton>
        <ToggleButton value="min">tickMinStep: 1 day</ToggleButton>
        <ToggleButton value="max">tickMaxStep: 6 hours</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: readings,
            ...stepsByOption[option],
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? context.defaultTickLabel : tooltipDate.format(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: level,
            label: 'Level',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value} cm`),
          },
        ]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
