import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2020', '2021', '2022', '2023', '2024'];

// Electricity generated from wind, in terawatt-hours (rounded).
const series = [
  {
    data: [458, 437, 487, 509, 513],
    // The legend has room for short names; the tooltip spells them out.
    label: (location: 'tooltip' | 'legend') => (location === 'legend' ? 'EU' : 'European Union'),
  },
  {
    data: [338, 380, 434, 425, 453],
    label: (location: 'tooltip' | 'legend') => (location === 'legend' ? 'US' : 'United States'),
  },
  {
    data: [75, 65, 81, 82, 84],
    label: (location: 'tooltip' | 'legend') => (location === 'legend' ? 'UK' : 'United Kingdom'),
  },
];

export default function LegendLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Wind power generation (TWh)
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ width: 44 }]}
        series={series.map((item) => ({ ...item, valueFormatter: (value: number | null) => `${value} TWh` }))}
      />
    </Box>
  );
}
