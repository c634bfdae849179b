import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Households in a region in 2024, on the way to rooftop solar panels.
const solar = [
  { label: 'Requested a quote', value: 4210 },
  { label: 'Site survey', value: 2630 },
  { label: 'Signed', value: 1480 },
  { label: 'Installed', value: 1320 },
];

export default function FunnelBorderRadius() {
  const [borderRadius, setBorderRadius] = React.useState(8);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Rooftop solar installations, 2024
      </Typography>
      <Box sx={{ maxWidth: 320, mt: 1 }}>
        <Typography id="funnel-radius-label" variant="body2">
          Border radius: {borderRadius} px
        </Typography>
        <Slider
          aria-labelledby="funnel-radius-label"
          value={borderRadius}
          min={0}
          max={20}
          onChange={(_event, value) => setBorderRadius(value)}
        />
      </Box>
      <FunnelChart height={300} gap={6} hideLegend series={[{ data: solar, curve: 'step', borderRadius }]} />
    </Box>
  );
}
