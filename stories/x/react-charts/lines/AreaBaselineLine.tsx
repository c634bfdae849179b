import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type Baseline = 'zero' | 'min' | 'max' | 'goal';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Calories eaten each day of one week, with a goal of 2,000 kcal a day.
const calories = [1850, 2120, 1940, 2260, 2080, 2540, 2310];
const goal = 2000;

const baselineOf: Record<Baseline, number | 'min' | 'max'> = { zero: 0, min: 'min', max: 'max', goal };

export default function AreaBaselineLine() {
  const [baseline, setBaseline] = React.useState<Baseline>('goal');
  const id = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Calories eaten per day against a 2,000 kcal goal
      </Typography>
      <FormControl sx={{ mt: 1 }}>
        <FormLabel id={`${id}-baseline`}>baseline</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-baseline`}
          value={baseline}
          onChange={(event) => setBaseline(event.target.value as Baseline)}
        >
          <FormControlLabel value="zero" control={<Radio size="small" />} label="0 (default)" />
          <FormControlLabel value="min" control={<Radio size="small" />} label="'min'" />
          <FormControlLabel value="max" control={<Radio size="small" />} label="'max'" />
          <FormControlLabel value="goal" control={<Radio size="small" />} label="2000" />
        </RadioGroup>
      </FormControl>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 48, min: 1600 }]}
        series={[
          {
            data: calories,
            label: 'Calories',
            area: true,
            baseline: baselineOf[baseline],
            valueFormatter: (value) => (value === null ? '' : `${value.toLocaleString('en-US')} kcal`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
