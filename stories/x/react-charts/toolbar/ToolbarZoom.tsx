import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';

// Daily active users of a mobile game over 60 days from 1 April 2024, in thousands.
const days = Array.from({ length: 60 }, (_, index) => new Date(2024, 3, 1 + index));
const activeUsers = days.map((_, index) => {
  const trend = 42 + index * 0.35;
  const weekend = index % 7 === 5 || index % 7 === 6 ? 9 : 0;
  const wave = Math.round(Math.sin(index / 3) * 20) / 10;
  return Math.round((trend + weekend + wave) * 10) / 10;
});

const initialZoom: ZoomData[] = [{ axisId: 'days', start: 0, end: 100 }];
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export default function ToolbarZoom() {
  const [zoom, setZoom] = React.useState<ZoomData[]>(initialZoom);
  const { start, end } = zoom[0];

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily active users, April and May 2024
      </Typography>
      <LineChartPro
        height={340}
        // `zoom: true` on the axis adds the zoom buttons to the toolbar.
        xAxis={[
          {
            id: 'days',
            scaleType: 'time',
            data: days,
            zoom: true,
            valueFormatter: (date: Date) => dayMonth.format(date),
          },
        ]}
        yAxis={[{ width: 40, label: 'Thousand users' }]}
        series={[{ data: activeUsers, label: 'Active users', showMark: false, valueFormatter: (value) => `${value}k` }]}
        hideLegend
        showToolbar
        zoomData={zoom}
        onZoomChange={setZoom}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          Showing {start.toFixed(1)}% to {end.toFixed(1)}% of the period
        </Typography>
        <Button size="small" variant="outlined" disabled={start === 0 && end === 100} onClick={() => setZoom(initialZoom)}>
          Reset zoom
        </Button>
      </Stack>
    </Box>
  );
}
