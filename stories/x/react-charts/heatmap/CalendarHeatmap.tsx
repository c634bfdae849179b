import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const DAY = 24 * 60 * 60 * 1000;
const WEEKS = 13;
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Thirteen weeks from Monday 1 January 2024, in UTC so that every time zone shows the same dates.
const weekStarts = Array.from({ length: WEEKS }, (_, week) => new Date(Date.UTC(2024, 0, 1) + week * 7 * DAY));
const dateOf = (week: number, weekday: number) => new Date(weekStarts[week].getTime() + weekday * DAY);

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

// A small seeded generator (mulberry32), so that the demo draws the same "random" commits every time.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(2024);

// Commits per day of one developer: busier on weekdays, rarely at the weekend.
const cells: HeatmapValueType[] = weekStarts.flatMap((_, week) =>
  weekdays.map((__, weekday): HeatmapValueType => {
    const weekend = weekday >= 5;
    const commits = Math.floor(random() * (weekend ? 3 : 12) * (random() < 0.15 ? 0 : 1));
    return [week, weekday, commits];
  }),
);

export default function CalendarHeatmap() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Commits per day, January to March 2024
      </Typography>
      <Heatmap
        height={250}
        xAxis={[
          {
            data: weekStarts,
            // A gap between the cells, as a share of a cell's width.
            categoryGapRatio: 0.15,
            // A tick only under the first week of each month, labelled with the month.
            tickInterval: (date: Date, index: number) =>
              index === 0 || date.getUTCMonth() !== weekStarts[index - 1].getUTCMonth(),
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? month.format(date) : `Week of ${dayMonth.format(date)}`,
            disableLine: true,
          },
        ]}
        yAxis={[{ data: weekdays, width: 40, categoryGapRatio: 0.15, disableLine: true, disableTicks: true }]}
        zAxis={[
          {
            colorMap: {
              type: 'piecewise',
              thresholds: [1, 4, 7, 10],
              colors: ['#e3e8ee', '#9be9a8', '#40c463', '#30a14e', '#216e39'],
            },
          },
        ]}
        series={[
          {
            label: 'Commits',
            data: cells,
            valueFormatter: ([week, weekday, commits]) => `${fullDate.format(dateOf(week, weekday))}: ${commits} commits`,
          },
        ]}
        hideLegend={false}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            position: { vertical: 'bottom', horizontal: 'end' },
            labelPosition: 'end',
            labelFormatter: ({ index, length }) => (index === 0 ? 'None' : index === length - 1 ? '10+' : ''),
          },
        }}
      />
    </Box>
  );
}
