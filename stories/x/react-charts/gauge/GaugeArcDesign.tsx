import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeArcDesign() {
  const id = React.useId();
  return (
    <Box sx={{ maxWidth: 260, mx: 'auto', textAlign: 'center' }}>
      <Gauge
        height={200}
        skipAnimation
        value={64}
        startAngle={-120}
        endAngle={120}
        innerRadius="72%"
        cornerRadius="50%"
        text={({ value }) => `${value}%`}
        aria-labelledby={`${id}-label`}
        sx={(theme) => ({
          // The number in the middle.
          [`& .${gaugeClasses.valueText}`]: { fontSize: 36, fontWeight: 700 },
          // The filled part of the arc.
          [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.secondary.main },
          // The track behind it, for the whole range.
          [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.disabledBackground },
        })}
      />
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        Sprint 42: story points completed
      </Typography>
    </Box>
  );
}
