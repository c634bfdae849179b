import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const DAY = 24 * 60 * 60 * 1000;
const projectStart = Date.UTC(2024, 0, 1);
const day = (month: number, date: number) => Math.round((Date.UTC(2024, month - 1, date) - projectStart) / DAY);

// Phases of a website redesign in 2024, as days since 1 January (end date excluded).
const phases = [
  { name: 'Research', start: day(1, 8), end: day(1, 29) },
  { name: 'Design', start: day(1, 22), end: day(2, 26) },
  { name: 'Content', start: day(2, 12), end: day(4, 1) },
  { name: 'Development', start: day(2, 19), end: day(4, 22) },
  { name: 'Testing', start: day(4, 8), end: day(5, 6) },
  { name: 'Launch', start: day(5, 6), end: day(5, 13) },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = (offset: number) => dateFormat.format(new Date(projectStart + offset * DAY));
// The first day of each month, as ticks of the time axis.
const monthStarts = [day(1, 1), day(2, 1), day(3, 1), day(4, 1), day(5, 1), day(6, 1)];

export default function ProjectTimelineBars() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Website redesign schedule, January to May 2024
      </Typography>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: phases.map((phase) => phase.name), width: 96 }]}
        xAxis={[{ min: 0, max: day(6, 1), tickInterval: monthStarts, valueFormatter: formatDay }]}
        series={[
          {
            id: 'offset',
            data: phases.map((phase) => phase.start),
            stack: 'schedule',
            color: 'transparent',
            valueFormatter: () => null,
          },
          {
            id: 'duration',
            label: 'Phase',
            color: '#1565c0',
            data: phases.map((phase) => phase.end - phase.start),
            stack: 'schedule',
            valueFormatter: (_value, { dataIndex }) => {
              const { start, end } = phases[dataIndex];
              return `${formatDay(start)} to ${formatDay(end - 1)}`;
            },
          },
        ]}
        // A label on the visible bars only, when they are wide enough: the number of weeks.
        barLabel={(item, context) =>
          item.seriesId === 'duration' && item.value !== null && context.bar.width >= 36
            ? `${Math.round(item.value / 7)} wk`
            : null
        }
        onItemClick={(_event, { seriesId, dataIndex }) => {
          if (seriesId !== 'duration') return;
          const { name, start, end } = phases[dataIndex];
          setClicked(`${name}: ${formatDay(start)} to ${formatDay(end - 1)}, ${end - start} days`);
        }}
        hideLegend
        grid={{ vertical: true }}
        // White labels on the dark bars; 'ltr' keeps "3 wk" in that order on right-to-left pages.
        sx={{ '& .MuiBarLabel-root': { fill: '#fff', fontWeight: 500, direction: 'ltr' } }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2">Phase clicked: {clicked ?? 'none yet'}</Typography>
        <Button size="small" variant="outlined" disabled={clicked === null} onClick={() => setClicked(null)}>
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
