import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';

// Daily visits to a news website in 2024 (UTC dates), in thousands.
const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2024, 0, 1);
const days = Array.from({ length: 366 }, (_, index) => new Date(start + index * DAY));
const visits = days.map((day, index) => {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? -7 : 0;
  return Math.round(142 + 0.08 * index + 14 * Math.sin(index / 29) + weekend + 2 * Math.sin(index * 1.7));
});

// The zoom is a percentage of the axis domain, which runs from the first to the last day ('strict').
const first = days[0].getTime();
const last = days[days.length - 1].getTime();
const toPercent = (time: number) => ((time - first) / (last - first)) * 100;
const toDate = (percent: number) => new Date(Math.round(first + (percent / 100) * (last - first)));

const presets = [
  { label: 'Whole year', start: 0, end: 100 },
  { label: 'Q2', start: toPercent(Date.UTC(2024, 3, 1)), end: toPercent(Date.UTC(2024, 5, 30)) },
  { label: 'December', start: toPercent(Date.UTC(2024, 11, 1)), end: 100 },
];

const dateLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export default function ZoomSliderSelection() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: 0, end: 100 }]);
  const zoom = zoomData.find((item) => item.axisId === 'days') ?? { start: 0, end: 100 };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily visits in 2024 (thousands)
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([{ axisId: 'days', start: preset.start, end: preset.end }])}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <LineChartPro
        height={340}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            domainLimit: 'strict',
            valueFormatter: (day: Date) => dateLabel.format(day),
            // The slider under the axis selects the range shown above it; the preview draws the whole series.
            zoom: { slider: { enabled: true, preview: true }, minSpan: 2, filterMode: 'discard' },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: visits, label: 'Visits', showMark: false, valueFormatter: (value) => (value === null ? '' : `${value}k`) }]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Typography variant="body2" aria-live="polite">
        Showing {dateLabel.format(toDate(zoom.start))} to {dateLabel.format(toDate(zoom.end))}
      </Typography>
    </Box>
  );
}
