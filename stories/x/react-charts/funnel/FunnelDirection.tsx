import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'auto' | 'increasing' | 'decreasing';

// Members of a bike-sharing scheme by the number of rides they took in June 2025.
const riders = [
  { label: 'At least 1 ride', value: 52300 },
  { label: 'At least 5 rides', value: 31800 },
  { label: 'At least 10 rides', value: 17400 },
  { label: 'At least 20 rides', value: 6900 },
];

export default function FunnelDirection() {
  const [direction, setDirection] = React.useState<Direction>('auto');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bike-sharing members by rides taken, June 2025
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Funnel direction"
        value={direction}
        onChange={(_event, value: Direction | null) => {
          if (value !== null) setDirection(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart height={300} hideLegend series={[{ data: riders, funnelDirection: direction }]} />
    </Box>
  );
}
