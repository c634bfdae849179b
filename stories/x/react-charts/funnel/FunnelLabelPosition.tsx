import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

// Deals in a B2B sales pipeline at the end of June 2025.
const pipeline = [
  { label: 'Leads', value: 920 },
  { label: 'Qualified', value: 540 },
  { label: 'Proposal sent', value: 260 },
  { label: 'Negotiation', value: 120 },
  { label: 'Won', value: 74 },
];

export default function FunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Sales pipeline, June 2025
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Vertical position"
          value={vertical}
          onChange={(_event, value: Vertical | null) => {
            if (value !== null) setVertical(value);
          }}
        >
          <ToggleButton value="top">Top</ToggleButton>
          <ToggleButton value="middle">Middle</ToggleButton>
          <ToggleButton value="bottom">Bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Horizontal position"
          value={horizontal}
          onChange={(_event, value: Horizontal | null) => {
            if (value !== null) setHorizontal(value);
          }}
        >
          <ToggleButton value="start">Start</ToggleButton>
          <ToggleButton value="center">Center</ToggleButton>
          <ToggleButton value="end">End</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <FunnelChart
        height={320}
        hideLegend
        series={[
          {
            data: pipeline,
            // The text anchor and baseline follow the position unless you set them.
            sectionLabel: { position: { vertical, horizontal } },
          },
        ]}
      />
    </Box>
  );
}
