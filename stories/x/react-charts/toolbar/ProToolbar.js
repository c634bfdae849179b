import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Revenue of a chain of three bakeries in the first half of 2024, in thousands of euros.
const series = [
  { data: [38.2, 35.9, 41.4, 44.8, 47.1, 49.6], label: 'Old Town' },
  { data: [27.5, 26.1, 29.8, 31.2, 33.9, 35.4], label: 'Harbour' },
  { data: [19.8, 18.4, 21.6, 22.9, 24.3, 26.0], label: 'Station' },
];

export default function ProToolbar() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bakery revenue per shop, January to June 2024
      </Typography>
      <BarChartPro
        height={340}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 48, valueFormatter: (value) => `€${value}k` }]}
        series={series.map((item) => ({ ...item, valueFormatter: (value) => `€${value}k` }))}
        // The Pro charts come with a default toolbar: here an export menu.
        showToolbar
        slotProps={{
          toolbar: {
            // Two image formats in the menu, besides the print entry.
            imageExportOptions: [
              { type: 'image/png', fileName: 'bakery-revenue' },
              { type: 'image/jpeg', quality: 0.9 },
            ],
            printOptions: { fileName: 'bakery-revenue' },
          },
        }}
      />
    </Box>
  );
}
