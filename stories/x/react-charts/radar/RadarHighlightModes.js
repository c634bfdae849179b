import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Average scores (0–100) of three classes of the same school in the 2024 end-of-year tests.
const subjects = ['Maths', 'Reading', 'Writing', 'Science', 'History', 'Languages'];

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState('axis');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average test scores per subject, three classes of year 6
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlight}
        onChange={(_event, value) => value && setHighlight(value)}
        aria-label="Highlight"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="axis">Axis</ToggleButton>
        <ToggleButton value="series">Series</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        highlight={highlight}
        series={[
          { id: '6a', label: 'Class 6A', data: [78, 64, 59, 81, 55, 70] },
          { id: '6b', label: 'Class 6B', data: [61, 82, 77, 58, 73, 66] },
          { id: '6c', label: 'Class 6C', data: [70, 71, 68, 69, 88, 52] },
        ]}
        radar={{ max: 100, metrics: subjects }}
      />
    </Box>
  );
}
