import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily sessions on a documentation website in 2024, in thousands (UTC dates).
const DAY = 24 * 60 * 60 * 1000;
const days = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * DAY));
const sessions = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? -9 : 0;
  return Math.round(31 + 0.03 * index + 4 * Math.sin(index / 40) + weekend + ((index * 7) % 3));
});

const monthDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function InitialZoom() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily sessions in 2024 (thousands)
      </Typography>
      <LineChartPro
        height={320}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            // With a strict domain, 0% is 1 January and 100% is 31 December.
            domainLimit: 'strict',
            valueFormatter: (day: Date) => monthDay.format(day),
            zoom: { slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: sessions, label: 'Sessions', showMark: false, area: true }]}
        hideLegend
        // Open on December: day 335 of 365 intervals is 91.8% of the axis.
        initialZoom={[{ axisId: 'days', start: (335 / 365) * 100, end: 100 }]}
      />
    </Box>
  );
}
