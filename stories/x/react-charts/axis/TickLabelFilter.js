import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
// Bikes rented per hour of the day from a city's bike-share stations, average of May 2024.
const rentals = [
  38, 21, 12, 8, 9, 31, 142, 388, 512, 296, 184, 203, 246, 231, 219, 262, 389, 548, 471, 322, 214, 152, 101, 64,
];

const intervals = {
  auto: 'auto',
  // The index is the tick's index: every other tick keeps its label.
  even: (_value, index) => index % 2 === 0,
  all: () => true,
};

export default function TickLabelFilter() {
  const [option, setOption] = React.useState('auto');
  const [minGap, setMinGap] = React.useState(4);
  const sliderId = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bike rentals by hour of the day, May 2024
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ mt: 1, alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Tick labels to show"
          value={option}
          onChange={(_event, value) => {
            if (value !== null) setOption(value);
          }}
        >
          <ToggleButton value="auto">auto</ToggleButton>
          <ToggleButton value="even">every other</ToggleButton>
          <ToggleButton value="all">all</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexGrow: 1, maxWidth: 320 }}>
          <Typography id={sliderId} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            tickLabelMinGap: {minGap}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={40}
            step={2}
            value={minGap}
            disabled={option !== 'auto'}
            onChange={(_event, value) => setMinGap(value)}
            aria-labelledby={sliderId}
          />
        </Box>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: hours, tickLabelInterval: intervals[option], tickLabelMinGap: minGap }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: rentals, label: 'Rentals' }]}
        hideLegend
      />
    </Box>
  );
}
