import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => index + 1);
// Daily sign-ups to a newsletter in September 2024.
const signUps = [
  48, 52, 61, 57, 66, 43, 39, 72, 78, 81, 75, 84, 58, 51, 88, 93, 97, 90, 102, 71, 64, 108, 115, 111, 119, 124, 92, 85, 131,
  138,
];

export default function HiddenAxes() {
  const [showAxes, setShowAxes] = React.useState(false);
  const position = showAxes ? undefined : 'none';

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <FormControlLabel
        control={<Switch checked={showAxes} onChange={(event) => setShowAxes(event.target.checked)} />}
        label="Show the axes"
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <Typography component="figcaption" variant="subtitle2" color="text.secondary">
          Newsletter sign-ups, September 2024
        </Typography>
        <Typography variant="h5" component="p">
          2,418
        </Typography>
        <LineChart
          height={140}
          // 'none' hides an axis and gives its space back to the drawing area; the scale still works.
          xAxis={[{ data: days, position: position as 'none' | undefined }]}
          yAxis={[{ position: position as 'none' | undefined, width: 32 }]}
          series={[{ data: signUps, label: 'Sign-ups', area: true, showMark: false }]}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          hideLegend
          grid={{ horizontal: true }}
        />
      </Paper>
    </Box>
  );
}
