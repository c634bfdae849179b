import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Visitors of an online shop per hour over three days (UTC), from Friday 22 November 2024.
const hours = Array.from({ length: 72 }, (_, index) => new Date(Date.UTC(2024, 10, 22, index)));
const hourlyShape = [3, 2, 1, 1, 1, 2, 4, 7, 10, 12, 13, 14, 15, 14, 13, 13, 14, 16, 19, 21, 20, 16, 10, 6];
const visitors = hours.map((date) => hourlyShape[date.getUTCHours()] * (date.getUTCDate() === 22 ? 55 : 70));

const tickLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const tooltipLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

export default function PointTickFilter() {
  const [filterTicks, setFilterTicks] = React.useState(true);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Shop visitors per hour, 22–24 November 2024 (UTC)
      </Typography>
      <FormControlLabel
        control={<Switch checked={filterTicks} onChange={(event) => setFilterTicks(event.target.checked)} />}
        label="One tick every 6 hours"
      />
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: hours,
            // Keep the ticks of midnight, 6:00, 12:00 and 18:00 only.
            tickInterval: filterTicks ? (date: Date) => date.getUTCHours() % 6 === 0 : 'auto',
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? tickLabel.format(date) : tooltipLabel.format(date),
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[{ data: visitors, label: 'Visitors', showMark: false }]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
