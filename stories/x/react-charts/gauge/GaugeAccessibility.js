import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// A laptop battery: 6 of 12 hours left.
const hoursLeft = 6;
const fullCharge = 12;

export default function GaugeAccessibility() {
  const labelId = React.useId();
  return (
    <Box sx={{ maxWidth: 260, mx: 'auto', textAlign: 'center' }}>
      <Typography id={labelId} variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Battery level
      </Typography>
      <Gauge
        height={160}
        skipAnimation
        value={hoursLeft}
        valueMax={fullCharge}
        startAngle={-90}
        endAngle={90}
        text={({ value }) => `${value} h`}
        // The visible heading names the meter; aria-valuetext says what the value means.
        aria-labelledby={labelId}
        aria-valuetext="50% (6 hours) remaining"
      />
    </Box>
  );
}
