import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily closing price of a fictional listed company in 2024 (UTC dates), in US dollars.
const DAY = 24 * 60 * 60 * 1000;
const days = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * DAY));
const prices = days.map(
  (_, index) => Math.round((118 + 0.07 * index + 9 * Math.sin(index / 21) + 2.5 * Math.sin(index * 0.83)) * 100) / 100,
);

const monthDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export default function StockPriceZoom() {
  return (
    // Positioned, so that the licence watermark (shown when no key is set) stays over the chart.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Closing price in 2024 (USD)
      </Typography>
      <LineChartPro
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: days,
            valueFormatter: (day) => monthDay.format(day),
            // Wheel, pinch and drag now zoom and pan this axis.
            zoom: true,
          },
        ]}
        yAxis={[{ width: 48, valueFormatter: (value) => `$${value}` }]}
        series={[
          {
            data: prices,
            label: 'Closing price',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `$${value.toFixed(2)}`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
