import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { blueberryTwilightPalette, rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

// Share of support tickets by category, first quarter of 2025.
const tickets = [
  { id: 'billing', value: 412, label: 'Billing' },
  { id: 'shipping', value: 298, label: 'Shipping' },
  { id: 'returns', value: 176, label: 'Returns' },
  { id: 'account', value: 134, label: 'Account' },
  { id: 'other', value: 61, label: 'Other' },
];

export default function PreviousPalette() {
  const [palette, setPalette] = React.useState('v8');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_event, next) => next && setPalette(next)}
        aria-label="Color palette"
      >
        <ToggleButton value="v8">v8 default</ToggleButton>
        <ToggleButton value="v7">v7 palette</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        skipAnimation
        // Both palettes are functions of the color mode, so they follow light and dark themes.
        colors={palette === 'v7' ? blueberryTwilightPalette : rainbowSurgePalette}
        series={[{ data: tickets, innerRadius: 50, paddingAngle: 1, cornerRadius: 3 }]}
      />
    </Box>
  );
}
