import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const years = [2025, 2030, 2035, 2040, 2045, 2050, 2055];
// Projected value of a pension fund under three return scenarios, in thousands of euros.
const optimistic = [40, 118, 224, 367, 561, 822, 1171];
const baseline = [40, 104, 180, 271, 378, 506, 658];
const pessimistic = [40, 92, 145, 200, 257, 316, 377];

// The dash pattern of each scenario, used by the lines and by their marks in the legend and tooltip.
const dashes = { optimistic: '2 4', baseline: 'none', pessimistic: '8 5' };

function dashedMark(dasharray) {
  return function DashedMark({ className, color }) {
    return (
      <svg className={className} width={24} height={12} viewBox="0 0 24 12" aria-hidden>
        <line x1={1} y1={6} x2={23} y2={6} stroke={color} strokeWidth={3} strokeDasharray={dasharray} />
      </svg>
    );
  };
}

const euros = (value) => (value === null ? null : `€${value.toLocaleString('en-US')}k`);

export default function DashedLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Projected pension fund value by return scenario
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ width: 64, valueFormatter: (value) => `€${value.toLocaleString('en-US')}k` }]}
        series={[
          {
            id: 'optimistic',
            data: optimistic,
            label: 'Optimistic (7%)',
            labelMarkType: dashedMark(dashes.optimistic),
            showMark: false,
            valueFormatter: euros,
          },
          {
            id: 'baseline',
            data: baseline,
            label: 'Baseline (5%)',
            labelMarkType: dashedMark(dashes.baseline),
            showMark: false,
            valueFormatter: euros,
          },
          {
            id: 'pessimistic',
            data: pessimistic,
            label: 'Pessimistic (3%)',
            labelMarkType: dashedMark(dashes.pessimistic),
            showMark: false,
            valueFormatter: euros,
          },
        ]}
        grid={{ horizontal: true }}
        sx={{
          [`& .${lineElementClasses.root}`]: { strokeWidth: 2.5 },
          [`& .${lineElementClasses.root}[data-series="optimistic"]`]: { strokeDasharray: dashes.optimistic },
          [`& .${lineElementClasses.root}[data-series="pessimistic"]`]: { strokeDasharray: dashes.pessimistic },
        }}
      />
    </Box>
  );
}
