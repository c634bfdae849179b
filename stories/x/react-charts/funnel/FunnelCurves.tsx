import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart, FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

const curves: FunnelCurveType[] = ['linear', 'linear-sharp', 'bump', 'step', 'pyramid', 'step-pyramid'];

// Installs of a mobile banking app in April 2025, through onboarding.
const onboarding = [
  { label: 'Installed', value: 18300 },
  { label: 'Opened', value: 15100 },
  { label: 'Verified identity', value: 9600 },
  { label: 'Linked a card', value: 6200 },
  { label: 'First payment', value: 4450 },
];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Banking app onboarding, April 2025
      </Typography>
      <TextField
        select
        size="small"
        label="Curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as FunnelCurveType)}
        sx={{ mt: 1.5, minWidth: 180 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <FunnelChart height={320} hideLegend series={[{ data: onboarding, curve }]} />
    </Box>
  );
}
