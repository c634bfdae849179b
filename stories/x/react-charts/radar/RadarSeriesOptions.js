import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Hours a product team of five spent on each kind of work during two sprints of 2024.
const metrics = ['Features', 'Bug fixes', 'Code review', 'Meetings', 'Support', 'Docs'];
const hours = (value) => (value === null ? '' : `${value} h`);

export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Team hours per kind of work, sprints 14 and 15
      </Typography>
      <FormGroup row sx={{ mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />}
          label="Fill areas"
        />
        <FormControlLabel
          control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />}
          label="Hide marks"
        />
      </FormGroup>
      <RadarChart
        height={320}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[
          { label: 'Sprint 14', data: [92, 41, 28, 35, 18, 6], fillArea, hideMark, valueFormatter: hours },
          { label: 'Sprint 15', data: [58, 77, 24, 31, 36, 14], fillArea, hideMark, valueFormatter: hours },
        ]}
        radar={{ max: 100, metrics }}
      />
    </Box>
  );
}
