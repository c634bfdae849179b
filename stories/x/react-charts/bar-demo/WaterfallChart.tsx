import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// From revenue to net profit, in millions of euros, for a software company's 2024 fiscal year.
const steps = [
  { label: 'Revenue', change: 48.6, total: true },
  { label: 'Cost of sales', change: -14.2 },
  { label: 'Staff', change: -17.9 },
  { label: 'Marketing', change: -5.3 },
  { label: 'Other income', change: 2.4 },
  { label: 'Tax', change: -3.1 },
  { label: 'Net profit', change: 10.5, total: true },
];

// Each bar floats on an invisible base: the running total before the step (or after it, for a decrease).
let runningTotal = 0;
const rows = steps.map((step) => {
  if (step.total) {
    runningTotal = step.change;
    return { label: step.label, base: 0, increase: null, decrease: null, total: step.change };
  }
  const base = step.change >= 0 ? runningTotal : runningTotal + step.change;
  runningTotal += step.change;
  return {
    label: step.label,
    base,
    increase: step.change >= 0 ? step.change : null,
    decrease: step.change < 0 ? -step.change : null,
    total: null,
  };
});

const millions = (sign: string) => (value: number | null) => (value === null ? null : `${sign}€${value.toFixed(1)}M`);

export default function WaterfallChart() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        From revenue to net profit, fiscal year 2024
      </Typography>
      <BarChart
        height={360}
        // Horizontal bars: the steps read from top to bottom, and their names fit on a phone.
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), categoryGapRatio: 0.25, width: 96 }]}
        xAxis={[{ label: 'Million EUR' }]}
        series={[
          // No label keeps the base out of the legend; a formatter returning null keeps it out of the tooltip.
          {
            id: 'base',
            data: rows.map((row) => row.base),
            stack: 'waterfall',
            color: 'transparent',
            valueFormatter: () => null,
          },
          {
            id: 'total',
            data: rows.map((row) => row.total),
            label: 'Total',
            stack: 'waterfall',
            color: theme.palette.primary.main,
            valueFormatter: millions(''),
          },
          {
            id: 'increase',
            data: rows.map((row) => row.increase),
            label: 'Increase',
            stack: 'waterfall',
            color: theme.palette.success.main,
            valueFormatter: millions('+'),
          },
          {
            id: 'decrease',
            data: rows.map((row) => row.decrease),
            label: 'Decrease',
            stack: 'waterfall',
            color: theme.palette.error.main,
            valueFormatter: millions('−'),
          },
        ]}
        grid={{ vertical: true }}
      />
    </Box>
  );
}
