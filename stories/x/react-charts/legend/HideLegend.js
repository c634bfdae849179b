import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Weekly sign-ups of a newsletter during its first quarter.
const signUps = [140, 162, 158, 190, 214, 230, 228, 265, 290, 305, 331, 360];

export default function HideLegend() {
  const [showLegend, setShowLegend] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <FormControlLabel
        control={<Switch checked={showLegend} onChange={(event) => setShowLegend(event.target.checked)} />}
        label="Show legend"
      />
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Newsletter sign-ups per week
      </Typography>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: signUps, label: 'Sign-ups', area: true }]}
        // One series: the caption already says what the line is.
        hideLegend={!showLegend}
      />
    </Box>
  );
}
