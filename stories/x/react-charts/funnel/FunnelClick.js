import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Donors of a charity's spring appeal in 2025.
const appeal = [
  { label: 'Received the letter', value: 24000 },
  { label: 'Visited the page', value: 5600 },
  { label: 'Started a donation', value: 1900 },
  { label: 'Donated', value: 1520 },
];

export default function FunnelClick() {
  const [clicked, setClicked] = React.useState(null);
  const step = clicked === null ? null : appeal[clicked.dataIndex];
  const previous = clicked === null || clicked.dataIndex === 0 ? null : appeal[clicked.dataIndex - 1];

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Spring appeal, 2025
      </Typography>
      <FunnelChart
        height={300}
        hideLegend
        series={[{ id: 'appeal', data: appeal }]}
        onItemClick={(_event, identifier) => setClicked(identifier)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" aria-live="polite">
          {step === null
            ? 'Step clicked: none yet'
            : `Step clicked: ${step.label}, ${step.value.toLocaleString('en-US')}${
                previous === null
                  ? ''
                  : ` (${Math.round((step.value / previous.value) * 100)}% of ${previous.label.toLowerCase()})`
              }`}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setClicked(null)}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}
