import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Operating spend per department in 2024, in thousands of US dollars.
const spend = [
  { department: 'Engineering', salaries: 820, software: 210, travel: 45 },
  { department: 'Sales', salaries: 540, software: 60, travel: 130 },
  { department: 'Marketing', salaries: 310, software: 95, travel: 70 },
  { department: 'Support', salaries: 260, software: 40, travel: 15 },
  { department: 'Finance', salaries: 180, software: 35, travel: 10 },
];

const formatThousands = (value) => (value === null ? '' : `$${value}k`);
// Axis ticks stay short enough for a phone: $500k, $1M, $1.5M.
const formatTick = (value) => (value >= 1000 ? `$${value / 1000}M` : `$${value}k`);

export default function DepartmentSpendBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Operating spend by department, 2024
      </Typography>
      <BarChart
        height={320}
        skipAnimation
        dataset={spend}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'department', width: 88 }]}
        xAxis={[{ label: 'Spend (USD)', valueFormatter: formatTick, tickNumber: 4 }]}
        series={[
          { dataKey: 'salaries', label: 'Salaries', stack: 'spend', valueFormatter: formatThousands },
          { dataKey: 'software', label: 'Software', stack: 'spend', valueFormatter: formatThousands },
          { dataKey: 'travel', label: 'Travel', stack: 'spend', valueFormatter: formatThousands },
        ]}
        grid={{ vertical: true }}
      />
    </Box>
  );
}
