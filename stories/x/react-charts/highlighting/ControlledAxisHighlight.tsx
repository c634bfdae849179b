import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

// Steps walked each day during the first two weeks of July 2024 (local dates).
const days = Array.from({ length: 14 }, (_, index) => new Date(2024, 6, index + 1));
const steps = [8412, 9630, 7215, 11840, 6120, 14210, 12980, 7930, 8850, 10420, 9110, 6480, 15360, 13220];

const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
// A new array on every render would make the chart recompute its axes: keep the configuration outside.
const xAxis = [{ id: 'days', scaleType: 'point' as const, data: days, valueFormatter: (date: Date) => dayLabel.format(date) }];
const yAxis = [{ width: 48 }];
const series = [{ data: steps, label: 'Steps', valueFormatter: (value: number | null) => (value === null ? '' : value.toLocaleString('en-US')) }];

export default function ControlledAxisHighlight() {
  const [dayIndex, setDayIndex] = React.useState<number | null>(null);
  const highlightedAxis = React.useMemo<AxisItemIdentifier[]>(
    () => (dayIndex === null ? [] : [{ axisId: 'days', dataIndex: dayIndex }]),
    [dayIndex],
  );

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily steps, 1–14 July 2024
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={dayIndex === 0} onClick={() => setDayIndex((index) => (index === null ? 0 : index - 1))}>
          Previous day
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={dayIndex === days.length - 1}
          onClick={() => setDayIndex((index) => (index === null ? 0 : index + 1))}
        >
          Next day
        </Button>
        <Button size="small" disabled={dayIndex === null} onClick={() => setDayIndex(null)}>
          Clear
        </Button>
      </Stack>
      <LineChart
        height={280}
        xAxis={xAxis}
        yAxis={yAxis}
        series={series}
        hideLegend
        highlightedAxis={highlightedAxis}
        // Called when the pointer moves to another day, or leaves the chart (with an empty array).
        onHighlightedAxisChange={(items) => {
          const item = items.find(({ axisId }) => axisId === 'days');
          setDayIndex(item ? item.dataIndex : null);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {dayIndex === null ? 'No day highlighted' : `${dayLabel.format(days[dayIndex])}: ${steps[dayIndex].toLocaleString('en-US')} steps`}
      </Typography>
    </Box>
  );
}
