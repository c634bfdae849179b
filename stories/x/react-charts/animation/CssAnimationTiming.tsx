import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// How commuters got to work in a mid-sized city in 2024, in percent. Dark colours keep white labels readable.
const commute = [
  { id: 'car', label: 'Car', value: 41, color: '#1565c0' },
  { id: 'transit', label: 'Public transport', value: 27, color: '#6a1b9a' },
  { id: 'bike', label: 'Bike', value: 18, color: '#2e7d32' },
  { id: 'walk', label: 'On foot', value: 14, color: '#c62828' },
];

export default function CssAnimationTiming() {
  // A new key mounts the chart again, which replays its entrance animation.
  const [round, setRound] = React.useState(0);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        How commuters get to work, 2024
      </Typography>
      <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setRound((value) => value + 1)}>
        Replay
      </Button>
      <PieChart
        key={round}
        height={260}
        series={[
          {
            data: commute,
            arcLabel: (item) => `${item.value}%`,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fill: '#ffffff', fontWeight: 700 },
          // The labels fade in through a CSS animation; this rule makes it last 1.5 s instead of 0.3 s.
          // The class is only set while the chart animates, so reduced motion still turns it off.
          [`& .${pieArcLabelClasses.root}.${pieArcLabelClasses.animate}`]: {
            animationDuration: '1.5s',
            animationDelay: '0.3s',
            animationFillMode: 'backwards',
          },
        }}
      />
    </Box>
  );
}
