import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Variant = 'filled' | 'outlined';

// Visitors of a museum's website in 2024 who went on to buy a ticket.
const tickets = [
  { label: 'Visited the website', value: 142000 },
  { label: 'Opened the exhibitions', value: 61500 },
  { label: 'Chose a time slot', value: 18700 },
  { label: 'Bought a ticket', value: 12900 },
];

export default function FunnelVariant() {
  const [variant, setVariant] = React.useState<Variant>('outlined');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Museum ticket sales online, 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Variant"
        value={variant}
        onChange={(_event, value: Variant | null) => {
          if (value !== null) setVariant(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="filled">filled</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart height={300} gap={4} hideLegend series={[{ data: tickets, variant }]} />
    </Box>
  );
}
