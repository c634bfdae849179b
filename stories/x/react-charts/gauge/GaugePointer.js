import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

// A needle from the centre of the arc to the current value.
function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  const theme = useTheme();
  if (valueAngle === null) {
    // No value, no needle.
    return null;
  }
  // Angles are in radians, 0 at 12 o'clock, growing clockwise.
  const target = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill={theme.palette.error.main} />
      <path d={`M ${cx} ${cy} L ${target.x} ${target.y}`} stroke={theme.palette.error.main} strokeWidth={3} />
    </g>
  );
}

export default function GaugePointer() {
  // Download speed of a connection, in megabits per second.
  const [speed, setSpeed] = React.useState(64);
  const id = React.useId();

  return (
    <Box sx={{ maxWidth: 300, mx: 'auto', textAlign: 'center' }}>
      <Typography id={`${id}-label`} variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Download speed: {speed} Mbit/s
      </Typography>
      <GaugeContainer
        height={180}
        value={speed}
        valueMax={100}
        startAngle={-110}
        endAngle={110}
        innerRadius="82%"
        aria-labelledby={`${id}-label`}
      >
        <GaugeReferenceArc />
        <GaugeValueArc skipAnimation />
        <Needle />
      </GaugeContainer>
      <Slider
        size="small"
        min={0}
        max={100}
        value={speed}
        onChange={(_event, value) => setSpeed(value)}
        aria-label="Download speed (Mbit/s)"
        sx={{ maxWidth: 240 }}
      />
    </Box>
  );
}
