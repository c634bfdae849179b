import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Visitors per week at a garden centre, 2023 and 2024 (weeks starting on Monday, UTC). The 105
// weeks run from 2 Jan 2023 to 30 Dec 2024, so 50% of the axis is exactly 1 Jan 2024.
const WEEK = 7 * 24 * 60 * 60 * 1000;
const weeks = Array.from({ length: 105 }, (_, index) => new Date(Date.UTC(2023, 0, 2) + index * WEEK));
const visitors = weeks.map((_, index) => {
  const season = Math.max(0, Math.sin(((index % 52) - 8) * (Math.PI / 30)));
  return Math.round(900 + 2600 * season + (index >= 52 ? 250 : 0) + ((index * 37) % 120));
});

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

export default function ZoomBounds() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Garden centre visitors per week, 2024
      </Typography>
      <LineChartPro
        height={320}
        xAxis={[
          {
            id: 'weeks',
            scaleType: 'utc',
            data: weeks,
            domainLimit: 'strict',
            valueFormatter: (week) => monthYear.format(week),
            // The reader can zoom and pan within the second half of the axis (2024) only.
            zoom: { minStart: 50, slider: { enabled: true, preview: true } },
          },
        ]}
        yAxis={[{ width: 64, label: 'Visitors' }]}
        series={[{ data: visitors, label: 'Visitors', showMark: false, area: true }]}
        hideLegend
        initialZoom={[{ axisId: 'weeks', start: 50, end: 100 }]}
      />
    </Box>
  );
}
