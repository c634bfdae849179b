import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// First day of each month of 2024.
const months = Array.from({ length: 12 }, (_, index) => new Date(2024, index, 1));
// Monthly recurring revenue of a software company, in US dollars.
const revenue = [182400, 188900, 197300, 203800, 215600, 221900, 226400, 238100, 246700, 259300, 268800, 281500];

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function TooltipFormatting() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly recurring revenue, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            // Short names under the axis, the month and year at the top of the tooltip.
            valueFormatter: (date, context) =>
              context.location === 'tick' ? shortMonth.format(date) : longMonth.format(date),
          },
        ]}
        yAxis={[{ width: 56, valueFormatter: (value) => compactDollars.format(value) }]}
        series={[
          {
            data: revenue,
            label: 'Recurring revenue',
            area: true,
            // The full amount in the tooltip, and the change from the month before.
            valueFormatter: (value, { dataIndex }) => {
              if (value === null) return null;
              if (dataIndex === 0) return dollars.format(value);
              const change = ((value - revenue[dataIndex - 1]) / revenue[dataIndex - 1]) * 100;
              return `${dollars.format(value)} (+${change.toFixed(1)}%)`;
            },
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
