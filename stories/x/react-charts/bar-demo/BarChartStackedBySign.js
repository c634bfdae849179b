import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Cash flow of a small café in the first half of 2024, in euros. Money out is negative.
const dataset = [
  { month: 'Jan', sales: 21400, catering: 2100, rent: -4800, staff: -11200, supplies: -6900 },
  { month: 'Feb', sales: 19800, catering: 3600, rent: -4800, staff: -10900, supplies: -6400 },
  { month: 'Mar', sales: 23900, catering: 1800, rent: -4800, staff: -11600, supplies: -7300 },
  { month: 'Apr', sales: 26100, catering: 4200, rent: -4800, staff: -12400, supplies: -8100 },
  { month: 'May', sales: 28700, catering: 5300, rent: -4800, staff: -13800, supplies: -8800 },
  { month: 'Jun', sales: 31200, catering: 6100, rent: -4800, staff: -14500, supplies: -9500 },
];

const euros = (value) => (value === null ? null : `€${value.toLocaleString('en-US')}`);

export default function BarChartStackedBySign() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Money in and out per month, first half of 2024
      </Typography>
      <BarChart
        height={340}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[
          {
            width: 56,
            valueFormatter: (value) => (value === 0 ? '€0' : `${value < 0 ? '−' : ''}€${Math.abs(value) / 1000}k`),
          },
        ]}
        // One stack: with the default `stackOffset: 'diverging'`, income piles up above zero
        // and expenses pile down below it.
        series={[
          { dataKey: 'sales', label: 'Counter sales', stack: 'cash', color: '#2e7d32', valueFormatter: euros },
          { dataKey: 'catering', label: 'Catering', stack: 'cash', color: '#66bb6a', valueFormatter: euros },
          { dataKey: 'rent', label: 'Rent', stack: 'cash', color: '#b71c1c', valueFormatter: euros },
          { dataKey: 'staff', label: 'Staff', stack: 'cash', color: '#e53935', valueFormatter: euros },
          { dataKey: 'supplies', label: 'Supplies', stack: 'cash', color: '#ef9a9a', valueFormatter: euros },
        ]}
        grid={{ horizontal: true }}
      >
        <ChartsReferenceLine y={0} lineStyle={{ strokeWidth: 1.5 }} />
      </BarChart>
    </Box>
  );
}
