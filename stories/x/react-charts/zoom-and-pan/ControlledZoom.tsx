import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro';

// Parcels delivered per day by a courier depot in March and April 2024.
const days = Array.from({ length: 61 }, (_, index) => new Date(Date.UTC(2024, 2, 1 + index)));
const parcels = days.map((day, index) => {
  const base = day.getUTCDay() === 0 ? 420 : 1180 + ((index * 53) % 160);
  return base + index * 4;
});

const monthDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const initialZoom: ZoomData[] = [{ axisId: 'days', start: 0, end: 100 }];

export default function ControlledZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(initialZoom);
  const { start, end } = zoomData[0];
  // On a band axis the percentages cut the list of categories: find the first and last day in view.
  const first = days[Math.min(days.length - 1, Math.floor((start / 100) * days.length))];
  const last = days[Math.max(0, Math.ceil((end / 100) * days.length) - 1)];

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Parcels delivered per day
      </Typography>
      <BarChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days,
            valueFormatter: (day: Date) => monthDay.format(day),
            zoom: true,
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[{ data: parcels, label: 'Parcels' }]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" aria-live="polite" data-testid="zoom-state">
          {`start: ${start.toFixed(1)}%, end: ${end.toFixed(1)}% (${monthDay.format(first)} to ${monthDay.format(last)})`}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setZoomData(initialZoom)}>
          Reset zoom
        </Button>
      </Stack>
    </Box>
  );
}
