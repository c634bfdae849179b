import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

// Weekly visits of a travel blog in 2024, in thousands: a summer peak and a smaller one in December.
const weeks = Array.from({ length: 52 }, (_, index) => index + 1);
const visits = weeks.map((week) => {
  const summer = 38 * Math.exp(-(((week - 30) / 7) ** 2));
  const winter = 14 * Math.exp(-(((week - 51) / 3) ** 2));
  const weekly = 3 * Math.sin(week * 1.7);
  return Math.round((42 + summer + winter + weekly) * 10) / 10;
});

const presets = [
  { label: 'Full year', start: 0, end: 100 },
  { label: 'Summer', start: 40, end: 75 },
  { label: 'Last quarter', start: 75, end: 100 },
];

export default function ZoomPresets() {
  // The zoom plugin of the Pro charts adds setZoomData() to the chart's public API.
  const apiRef = useChartProApiRef();
  const [zoom, setZoom] = React.useState(undefined);
  const start = Math.round(zoom?.start ?? 0);
  const end = Math.round(zoom?.end ?? 100);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Weekly visits of a travel blog, 2024 (thousands)
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant={start === preset.start && end === preset.end ? 'contained' : 'outlined'}
            onClick={() => apiRef.current?.setZoomData([{ axisId: 'weeks', start: preset.start, end: preset.end }])}
          >
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {`Showing ${start}% to ${end}% of the year`}
      </Typography>
      <LineChartPro
        apiRef={apiRef}
        height={280}
        hideLegend
        onZoomChange={(zoomData) => setZoom(zoomData.find((item) => item.axisId === 'weeks'))}
        xAxis={[{ id: 'weeks', data: weeks, zoom: true, valueFormatter: (week) => `W${week}` }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            id: 'visits',
            label: 'Visits',
            data: visits,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value}k`),
          },
        ]}
      />
    </Box>
  );
}
