import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';

const teams = ['Sales', 'Support', 'Product', 'Design', 'Finance'];
// Head count at the end of 2024 and the count planned in the budget.
const planned = [24, 18, 42, 12, 8];
const actual = [21, 19, 37, 12, 7];

// The id of the gradient defined inside the chart's <svg>.
const gradientId = 'headcount-actual-gradient';

export default function BarCssStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Head count per team against plan, December 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: teams, barGapRatio: -1 }]}
        yAxis={[{ width: 40 }]}
        series={[
          // `color` is what the legend and the tooltip show for each series.
          { id: 'planned', data: planned, label: 'Planned', color: '#64748b' },
          { id: 'actual', data: actual, label: 'Actual', color: '#0369a1' },
        ]}
        sx={{
          // Each series is a <g data-series="…"> group holding its bars.
          [`& [data-series="planned"] .${barElementClasses.root}`]: {
            fill: 'transparent',
            stroke: '#64748b',
            strokeWidth: 1.5,
            strokeDasharray: '4 3',
          },
          [`& [data-series="actual"] .${barElementClasses.root}`]: {
            fill: `url(#${gradientId})`,
          },
        }}
      >
        {/* Children of the chart are rendered inside its <svg>, so they can define SVG paint servers. */}
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#0369a1" />
            <stop offset="100%" stopColor="#38bdf8" />
          </linearGradient>
        </defs>
      </BarChart>
    </Box>
  );
}
