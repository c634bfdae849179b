import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly mean temperature in 2023 minus the 1991-2020 average for the month, in °C.
const oslo = [1.8, -0.9, -1.6, 0.4, 1.1, 2.3, -0.3, 0.7, 2.9, -1.2, -2.1, 0.6];
const madrid = [0.9, -0.4, 2.1, 2.6, -0.7, 0.8, 1.7, 2.2, 1.4, 2.5, 1.0, -0.2];

const degrees = (value: number | null) => (value === null ? null : `${value > 0 ? '+' : ''}${value.toFixed(1)} °C`);

export default function PositiveAndNegativeBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature compared with the 1991-2020 average, 2023
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Difference (°C)', width: 56, valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}` }]}
        series={[
          { data: oslo, label: 'Oslo', valueFormatter: degrees },
          { data: madrid, label: 'Madrid', valueFormatter: degrees },
        ]}
        grid={{ horizontal: true }}
      >
        {/* A solid line at zero separates warmer months from colder ones. */}
        <ChartsReferenceLine y={0} lineStyle={{ strokeWidth: 1.5 }} />
      </BarChart>
    </Box>
  );
}
