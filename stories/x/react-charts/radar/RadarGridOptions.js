import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average hours of sunshine per day in Lisbon, 1991–2020 normals.
const sunshine = [4.9, 5.9, 7.2, 8.6, 10.2, 11.1, 11.8, 11.3, 9.1, 7.1, 5.6, 4.7];

export default function RadarGridOptions() {
  const [shape, setShape] = React.useState('sharp');
  const [divisions, setDivisions] = React.useState(6);
  const [startAngle, setStartAngle] = React.useState(0);
  const [stripes, setStripes] = React.useState(true);
  const id = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average hours of sunshine per day in Lisbon
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ mt: 1, alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, value) => value && setShape(value)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">Sharp</ToggleButton>
          <ToggleButton value="circular">Circular</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={stripes} onChange={(event) => setStripes(event.target.checked)} />}
          label="Stripes"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }} sx={{ mt: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-divisions`} variant="body2">
            Divisions: {divisions}
          </Typography>
          <Slider
            size="small"
            value={divisions}
            min={1}
            max={12}
            onChange={(_event, value) => setDivisions(value)}
            aria-labelledby={`${id}-divisions`}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-start-angle`} variant="body2">
            Start angle: {startAngle}°
          </Typography>
          <Slider
            size="small"
            value={startAngle}
            min={-180}
            max={180}
            step={15}
            onChange={(_event, value) => setStartAngle(value)}
            aria-labelledby={`${id}-start-angle`}
          />
        </Box>
      </Stack>
      <RadarChart
        height={340}
        series={[
          {
            label: 'Sunshine',
            data: sunshine,
            fillArea: true,
            valueFormatter: (value) => (value === null ? '' : `${value} h per day`),
          },
        ]}
        radar={{ max: 12, metrics: months, startAngle }}
        shape={shape}
        divisions={divisions}
        // null removes the stripes; without the prop, every other ring is shaded.
        stripeColor={stripes ? undefined : null}
        hideLegend
      />
    </Box>
  );
}
