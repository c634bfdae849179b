import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generated in a mid-sized country per quarter of 2024, in terawatt-hours.
const dataset = [
  { quarter: 'Q1', wind: 14.2, solar: 3.1, hydro: 6.8, gas: 11.4 },
  { quarter: 'Q2', wind: 10.6, solar: 9.7, hydro: 8.9, gas: 7.2 },
  { quarter: 'Q3', wind: 8.9, solar: 11.2, hydro: 5.4, gas: 9.8 },
  { quarter: 'Q4', wind: 15.1, solar: 2.6, hydro: 7.1, gas: 12.3 },
];

const twh = (value: number | null) => (value === null ? null : `${value} TWh`);

export default function StackedBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, 2024
      </Typography>
      <BarChart
        height={320}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        yAxis={[{ label: 'TWh', width: 48 }]}
        // The same `stack` value piles the four sources into one bar per quarter.
        series={[
          { dataKey: 'wind', label: 'Wind', stack: 'total', valueFormatter: twh },
          { dataKey: 'solar', label: 'Solar', stack: 'total', valueFormatter: twh },
          { dataKey: 'hydro', label: 'Hydro', stack: 'total', valueFormatter: twh },
          { dataKey: 'gas', label: 'Gas', stack: 'total', valueFormatter: twh },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
