import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeText() {
  const id = React.useId();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, textAlign: 'center' }}>
      <Box>
        <Gauge
          height={150}
          skipAnimation
          value={37}
          valueMax={50}
          startAngle={-110}
          endAngle={110}
          // A function receives the value and the range.
          text={({ value, valueMax }) => `${value} / ${valueMax}`}
          aria-labelledby={`${id}-seats`}
          aria-valuetext="37 of 50 seats booked"
          sx={{
            [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 },
          }}
        />
        <Typography id={`${id}-seats`} variant="body2" color="text.secondary">
          Seats booked on the 9:40 coach
        </Typography>
      </Box>
      <Box>
        <Gauge
          height={150}
          skipAnimation
          value={82}
          startAngle={-110}
          endAngle={110}
          // A string is printed as it is; the valueText class moves it below the centre.
          text="Good"
          aria-labelledby={`${id}-air`}
          aria-valuetext="82 out of 100, good"
          sx={{
            [`& .${gaugeClasses.valueText}`]: { fontSize: 18, transform: 'translate(0px, 16px)' },
          }}
        />
        <Typography id={`${id}-air`} variant="body2" color="text.secondary">
          Air quality score
        </Typography>
      </Box>
    </Box>
  );
}
