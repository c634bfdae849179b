import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Runners of a city marathon in 2025, from registration to the finish line.
const marathon = [
  { label: 'Registered', value: 21400 },
  { label: 'Collected bib', value: 19800 },
  { label: 'Started', value: 18950 },
  { label: 'Passed halfway', value: 18420 },
  { label: 'Finished', value: 17730 },
];

export default function FunnelGap() {
  const [gap, setGap] = React.useState(8);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        City marathon runners, 2025
      </Typography>
      <Box sx={{ maxWidth: 320, mt: 1 }}>
        <Typography id="funnel-gap-label" variant="body2">
          Gap: {gap} px
        </Typography>
        <Slider
          aria-labelledby="funnel-gap-label"
          value={gap}
          min={0}
          max={24}
          step={2}
          onChange={(_event, value) => setGap(value)}
        />
      </Box>
      <FunnelChart height={320} gap={gap} hideLegend series={[{ data: marathon }]} />
    </Box>
  );
}
