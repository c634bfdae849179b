import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Angle = 0 | -45 | -90;

const countries = ['Finland', 'Norway', 'Iceland', 'Denmark', 'Netherlands', 'Sweden', 'Switzerland', 'Belgium', 'Luxembourg', 'Canada'];
// Coffee consumed per person and year, in kilograms (rounded estimates).
const coffee = [12.0, 9.9, 9.0, 8.7, 8.4, 8.2, 7.9, 6.8, 6.5, 6.5];

// A rotated label needs to be anchored at its end, so that it ends at its tick.
const styleByAngle = {
  0: { angle: 0, textAnchor: 'middle' as const },
  [-45]: { angle: -45, textAnchor: 'end' as const },
  [-90]: { angle: -90, textAnchor: 'end' as const },
};

export default function RotatedTickLabels() {
  const [angle, setAngle] = React.useState<Angle>(-45);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Coffee consumption per person and year
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Angle of the tick labels"
        value={angle}
        onChange={(_event, value: Angle | null) => {
          if (value !== null) setAngle(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value={0}>0°</ToggleButton>
        <ToggleButton value={-45}>-45°</ToggleButton>
        <ToggleButton value={-90}>-90°</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={340}
        xAxis={[
          {
            scaleType: 'band',
            data: countries,
            // Room for the longest name once rotated.
            height: angle === 0 ? 30 : 80,
            tickLabelStyle: styleByAngle[angle],
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: coffee, label: 'Coffee', valueFormatter: (value) => (value === null ? '' : `${value} kg`) }]}
        hideLegend
      />
    </Box>
  );
}
