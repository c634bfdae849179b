import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauges() {
  const id = React.useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, textAlign: 'center' }}>
      <Box>
        {/* The default gauge: a full circle, filled from 12 o'clock clockwise up to the value. */}
        <Gauge height={140} skipAnimation value={68} aria-labelledby={`${id}-storage`} />
        <Typography id={`${id}-storage`} variant="body2" color="text.secondary">
          Cloud storage used (%)
        </Typography>
      </Box>
      <Box>
        {/* The same gauge as a half circle, from 9 o'clock to 3 o'clock. */}
        <Gauge
          height={140}
          skipAnimation
          value={68}
          startAngle={-90}
          endAngle={90}
          aria-labelledby={`${id}-storage-half`}
        />
        <Typography id={`${id}-storage-half`} variant="body2" color="text.secondary">
          Cloud storage used (%), half circle
        </Typography>
      </Box>
    </Box>
  );
}
