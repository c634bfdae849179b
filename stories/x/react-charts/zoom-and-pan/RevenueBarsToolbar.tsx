import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Monthly revenue of an online shop, January 2022 to December 2024, in thousands of euros.
const months = Array.from({ length: 36 }, (_, index) => new Date(Date.UTC(2022, index, 1)));
const revenue = months.map((month, index) => {
  const season = [0, -6, 2, 4, 6, 3, 1, 0, 5, 9, 18, 31][month.getUTCMonth()];
  return Math.round(84 + index * 1.6 + season + ((index * 7) % 5));
});

const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

export default function RevenueBarsToolbar() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly revenue, 2022 to 2024 (thousand EUR)
      </Typography>
      <BarChartPro
        height={320}
        // The toolbar gets zoom-in and zoom-out buttons as soon as an axis can zoom.
        showToolbar
        xAxis={[
          {
            scaleType: 'band',
            data: months,
            valueFormatter: (month: Date) => monthYear.format(month),
            zoom: true,
          },
        ]}
        yAxis={[{ width: 48, label: 'k EUR' }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => `€${value}k`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
