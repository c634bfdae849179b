import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Closing price of a share on the 60 trading days to 28 June 2024, in euros.
const prices = [
  84.2, 85.1, 84.7, 86.3, 87.0, 86.2, 88.4, 89.1, 88.6, 90.2, 91.5, 90.8, 92.3, 91.7, 93.4, 94.8, 94.1, 95.6, 96.9,
  95.8, 94.2, 92.7, 93.5, 91.9, 90.4, 91.2, 92.8, 94.1, 95.3, 96.0, 97.4, 98.9, 98.1, 99.6, 101.2, 100.4, 102.1, 103.5,
  102.8, 104.3, 105.7, 104.9, 103.2, 101.8, 102.6, 104.0, 105.5, 106.9, 108.2, 107.4, 109.1, 110.6, 109.8, 111.3, 112.7,
  111.9, 113.4, 114.8, 114.1, 115.6,
];
const days = prices.map((_, index) => index + 1);

export default function FirstProChart() {
  return (
    // Without a license key, the Pro chart draws a watermark over its nearest positioned ancestor.
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Share price over the last 60 trading days
      </Typography>
      <LineChartPro
        height={300}
        // `zoom: true` on an axis lets the reader zoom and pan along it.
        xAxis={[{ data: days, label: 'Trading day', zoom: true }]}
        yAxis={[{ width: 48, valueFormatter: (value) => `€${value}` }]}
        series={[
          {
            data: prices,
            label: 'Closing price',
            showMark: false,
            valueFormatter: (value) => (value === null ? null : `€${value.toFixed(2)}`),
          },
        ]}
        hideLegend
        showToolbar
      />
    </Box>
  );
}
