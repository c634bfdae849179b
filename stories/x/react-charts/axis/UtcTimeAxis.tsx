import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Requests per hour to an API, logged in UTC on Monday 14 and Tuesday 15 October 2024.
// Traffic follows the working day: low at night, highest in the afternoon.
const hours = Array.from({ length: 48 }, (_, index) => new Date(Date.UTC(2024, 9, 14, index)));
const requests = hours.map(
  (date) => Math.round(5200 + 4100 * Math.sin(((date.getUTCHours() - 9) / 24) * 2 * Math.PI)) + 37 * (date.getUTCHours() % 5),
);

const tooltipDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export default function UtcTimeAxis() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        API requests per hour (UTC), 14–15 October 2024
      </Typography>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: hours,
            domainLimit: 'strict',
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? context.defaultTickLabel : tooltipDate.format(date),
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: requests,
            label: 'Requests',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
