import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Key interest rate of a central bank, as set at each decision date, in %.
const decisions = [
  new Date(2022, 6, 27),
  new Date(2022, 8, 14),
  new Date(2022, 10, 2),
  new Date(2022, 11, 21),
  new Date(2023, 1, 8),
  new Date(2023, 2, 22),
  new Date(2023, 4, 10),
  new Date(2023, 5, 21),
  new Date(2023, 8, 20),
  new Date(2024, 5, 12),
  new Date(2024, 8, 18),
  new Date(2024, 11, 18),
  // Not a decision: closes the last step at the end of the period shown.
  new Date(2024, 11, 31),
];
const rate = [0.5, 1.25, 2.0, 2.5, 3.0, 3.5, 3.75, 4.0, 4.25, 4.0, 3.5, 3.0, 3.0];
// One tick every six months.
const ticks = [new Date(2023, 0, 1), new Date(2023, 6, 1), new Date(2024, 0, 1), new Date(2024, 6, 1)];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const tickFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });

export default function StepAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Key interest rate, July 2022 to December 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'time',
            data: decisions,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? tickFormat.format(date) : dateFormat.format(date),
            tickInterval: ticks,
          },
        ]}
        yAxis={[{ width: 48, min: 0, max: 5, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: rate,
            label: 'Key rate',
            area: true,
            // The rate holds until the next decision: a step after each point.
            curve: 'stepAfter',
            // A mark on each decision, none on the closing point.
            showMark: ({ index }) => index < rate.length - 1,
            color: '#3949ab',
            valueFormatter: (value) => (value === null ? null : `${value.toFixed(2)}%`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
