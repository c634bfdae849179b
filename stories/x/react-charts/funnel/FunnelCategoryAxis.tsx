import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type AxisPosition = 'left' | 'right' | 'none';

// Orders placed with a food delivery service on a Friday evening in May 2025.
const orders = [
  { label: 'Placed', value: 2480 },
  { label: 'Accepted', value: 2410 },
  { label: 'Prepared', value: 2330 },
  { label: 'Picked up', value: 2290 },
  { label: 'Delivered on time', value: 2215 },
];
const steps = orders.map((step) => step.label);

export default function FunnelCategoryAxis() {
  const [position, setPosition] = React.useState<AxisPosition>('left');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Food delivery orders, Friday 16 May 2025
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Axis position"
        value={position}
        onChange={(_event, value: AxisPosition | null) => {
          if (value !== null) setPosition(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        hideLegend
        categoryAxis={{ categories: steps, position, size: 130, disableTicks: true }}
        series={[{ data: orders, curve: 'step' }]}
      />
    </Box>
  );
}
