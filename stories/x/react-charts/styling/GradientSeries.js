import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Trail shoes', 'Rain jacket', 'Daypack 24 L', 'Hiking poles', 'Fleece', 'Water filter'];
// Revenue of an outdoor shop's six best-selling products in 2024, in thousands of euros.
const revenue = [412, 356, 298, 214, 187, 143];

// The id of the gradient defined inside the chart's <svg>. Keep it unique on the page.
const gradientId = 'top-products-gradient';

export default function GradientSeries() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Best-selling products by revenue, 2024
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: products, width: 100 }]}
        xAxis={[{ valueFormatter: (value) => (value === 0 ? '€0' : `€${value}k`) }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            // A paint server as the series colour: bars, legend mark and tooltip mark all use it.
            color: `url(#${gradientId})`,
            valueFormatter: (value) => `€${value}k`,
          },
        ]}
      >
        <defs>
          {/* Gradient units default to each shape's bounding box: every bar gets the whole gradient. */}
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0%" stopColor="#38bdf8" />
            <stop offset="100%" stopColor="#4f46e5" />
          </linearGradient>
        </defs>
      </BarChart>
    </Box>
  );
}
