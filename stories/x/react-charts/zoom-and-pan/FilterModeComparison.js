import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Mean daily temperature in a European capital in 2023 (UTC dates), in °C.
const DAY = 24 * 60 * 60 * 1000;
const days = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2023, 0, 1) + index * DAY));
const temperature = days.map(
  (_, index) =>
    Math.round((11 - 10.5 * Math.cos(((index - 12) / 365) * 2 * Math.PI) + 2.5 * Math.sin(index * 0.71)) * 10) / 10,
);

const monthDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function FilterModeComparison() {
  const [filterMode, setFilterMode] = React.useState('keep');

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Mean daily temperature, winter 2023 (°C)
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Filter mode"
        value={filterMode}
        onChange={(_event, value) => value && setFilterMode(value)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            domainLimit: 'strict',
            valueFormatter: (day) => monthDay.format(day),
            zoom: { filterMode },
          },
        ]}
        yAxis={[{ width: 40, label: '°C' }]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            showMark: false,
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
        // January and February: 0% to 16% of the year.
        initialZoom={[{ axisId: 'days', start: 0, end: 16 }]}
      />
    </Box>
  );
}
