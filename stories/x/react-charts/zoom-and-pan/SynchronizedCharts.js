import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// 60 trading days of a share, from 2 September 2024: closing price (EUR) and volume (thousand shares).
const tradingDays = [];
for (let day = new Date(Date.UTC(2024, 8, 2)); tradingDays.length < 60; day = new Date(day.getTime() + 86400000)) {
  if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
    tradingDays.push(day);
  }
}
const close = tradingDays.map(
  (_, index) => Math.round((42 + 0.05 * index + 2.4 * Math.sin(index / 6) + 0.6 * Math.sin(index * 1.9)) * 100) / 100,
);
const volume = tradingDays.map((_, index) => 180 + ((index * 71) % 120) + (index % 5 === 4 ? 90 : 0));

const monthDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const fullRange = [{ axisId: 'days', start: 0, end: 100 }];

// Both charts use the same axis id and the same band scale, so one zoom state fits both.
const xAxis = [
  {
    id: 'days',
    scaleType: 'band',
    data: tradingDays,
    valueFormatter: (day) => monthDay.format(day),
    zoom: true,
  },
];

export default function SynchronizedCharts() {
  const [zoomData, setZoomData] = React.useState(fullRange);

  return (
    <Box sx={{ position: 'relative' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, fontSize: '1rem', my: 0 }}>
        Closing price (EUR) and volume (thousand shares)
      </Typography>
      <LineChartPro
        height={220}
        xAxis={xAxis}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: close,
            label: 'Close',
            showMark: false,
            valueFormatter: (value) => `€${value}`,
          },
        ]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <BarChartPro
        height={160}
        xAxis={xAxis}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: volume,
            label: 'Volume',
            color: '#78909c',
            valueFormatter: (value) => `${value}k`,
          },
        ]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <Button size="small" variant="outlined" onClick={() => setZoomData(fullRange)}>
        Reset zoom
      </Button>
    </Box>
  );
}
