import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Monthly spending of a household of four, in euros.
const spending = [
  { id: 'housing', label: 'Housing', value: 1450 },
  { id: 'food', label: 'Food', value: 820 },
  { id: 'transport', label: 'Transport', value: 410 },
  { id: 'childcare', label: 'Childcare', value: 380 },
  { id: 'leisure', label: 'Leisure', value: 260 },
  { id: 'savings', label: 'Savings', value: 500 },
];
const total = spending.reduce((sum, item) => sum + item.value, 0);

export default function BudgetDonutChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Where a household&apos;s €{total.toLocaleString('en-US')} go each month
      </Typography>
      <PieChart
        height={300}
        series={[
          {
            data: spending,
            innerRadius: '55%',
            paddingAngle: 1.5,
            cornerRadius: 4,
            highlightScope: { fade: 'global', highlight: 'item' },
            valueFormatter: (item) => `€${item.value.toLocaleString('en-US')} (${Math.round((item.value / total) * 100)}%)`,
          },
        ]}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </Box>
  );
}
