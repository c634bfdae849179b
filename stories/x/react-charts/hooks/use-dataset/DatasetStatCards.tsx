import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries, useXAxis } from '@mui/x-charts/hooks';

// Revenue and expenses of a small design studio, first half of 2025, in euros.
const dataset = [
  { month: 'Jan', revenue: 18400, expenses: 15100 },
  { month: 'Feb', revenue: 16900, expenses: 14800 },
  { month: 'Mar', revenue: 21300, expenses: 16200 },
  { month: 'Apr', revenue: 19800, expenses: 17900 },
  { month: 'May', revenue: 23600, expenses: 16400 },
  { month: 'Jun', revenue: 22100, expenses: 18800 },
];

const euros = (value: number) => `€${value.toLocaleString('en-US')}`;

// The series and the axis hold the values the chart took from the dataset.
function StatCards() {
  const [revenue, expenses] = useBarSeries(['revenue', 'expenses']);
  const xAxis = useXAxis('months');
  const sum = (values: readonly (number | null)[] = []) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
  const totalRevenue = sum(revenue?.data);
  const totalExpenses = sum(expenses?.data);
  const cards = [
    { label: 'Revenue', value: euros(totalRevenue) },
    { label: 'Expenses', value: euros(totalExpenses) },
    { label: 'Profit', value: euros(totalRevenue - totalExpenses) },
    { label: 'Months', value: String(xAxis.data?.length ?? 0) },
  ];
  return (
    <Box component="dl" sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 1 }}>
      {cards.map((card) => (
        <Box key={card.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {card.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function DatasetStatCards() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        Studio revenue and expenses, January to June 2025
      </Typography>
      <ChartDataProvider
        height={260}
        dataset={dataset}
        xAxis={[{ id: 'months', scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 52, valueFormatter: (value: number) => `€${value / 1000}k` }]}
        series={[
          { type: 'bar', id: 'revenue', dataKey: 'revenue', label: 'Revenue', valueFormatter: (value) => euros(value ?? 0) },
          { type: 'bar', id: 'expenses', dataKey: 'expenses', label: 'Expenses', valueFormatter: (value) => euros(value ?? 0) },
        ]}
      >
        <StatCards />
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
