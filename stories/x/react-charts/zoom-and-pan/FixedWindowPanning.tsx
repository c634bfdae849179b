import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro';

// Daily steps counted by a fitness tracker over four weeks, from Monday 5 February 2024.
const days = Array.from({ length: 28 }, (_, index) => new Date(Date.UTC(2024, 1, 5 + index)));
const steps = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  return (weekend ? 11200 : 7400) + ((index * 1379) % 2600) + index * 40;
});

const weekday = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const range = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const WEEKS = 4;
const weekZoom = (week: number): ZoomData[] => [{ axisId: 'days', start: week * 25, end: (week + 1) * 25 }];

export default function FixedWindowPanning() {
  const [week, setWeek] = React.useState(0);

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily steps, one week at a time
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          Previous week
        </Button>
        <Button size="small" variant="outlined" disabled={week === WEEKS - 1} onClick={() => setWeek(week + 1)}>
          Next week
        </Button>
        <Typography variant="body2" aria-live="polite">
          {`Week ${week + 1} of ${WEEKS}: ${range.format(days[week * 7])} to ${range.format(days[week * 7 + 6])}`}
        </Typography>
      </Stack>
      <BarChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days,
            valueFormatter: (day: Date) => weekday.format(day),
            // No panning, and a span fixed at 25%: the reader cannot drag or zoom away from the week.
            zoom: { panning: false, minSpan: 25, maxSpan: 25 },
          },
        ]}
        yAxis={[{ width: 72, label: 'Steps' }]}
        series={[
          {
            data: steps,
            label: 'Steps',
            valueFormatter: (value) => value?.toLocaleString('en-GB') ?? '',
          },
        ]}
        hideLegend
        zoomData={weekZoom(week)}
      />
    </Box>
  );
}
