import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'middle' | 'end' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Visitors of a science museum during one week of April 2024.
const visitors = [0, 1240, 1310, 1185, 1420, 2960, 3105];

export default function TickPlacementBars() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');
  const id = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Museum visitors per day, week of 8 April 2024
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ my: 1 }}>
        <FormControl>
          <FormLabel id={`${id}-tick`}>tickPlacement</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-tick`}
            value={tickPlacement}
            onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          >
            {(['start', 'middle', 'end', 'extremities'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={`${id}-label`}>tickLabelPlacement</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-label`}
            value={tickLabelPlacement}
            onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          >
            {(['middle', 'tick'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weekdays, tickPlacement, tickLabelPlacement }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: visitors, label: 'Visitors (closed on Mondays)' }]}
        hideLegend
      />
    </Box>
  );
}
