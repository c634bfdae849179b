import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue and operating costs of a design studio in 2024, in thousands of euros.
const dataset = [
  { month: 'Jan', revenue: 84, costs: 71 },
  { month: 'Feb', revenue: 79, costs: 69 },
  { month: 'Mar', revenue: 96, costs: 74 },
  { month: 'Apr', revenue: 102, costs: 78 },
  { month: 'May', revenue: 98, costs: 80 },
  { month: 'Jun', revenue: 115, costs: 83 },
];

const euros = (value) => (value === null ? null : `€${value}k`);

export default function SimpleBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Revenue and costs per month, first half of 2024
      </Typography>
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Thousand EUR', width: 56 }]}
        series={[
          { dataKey: 'revenue', label: 'Revenue', valueFormatter: euros },
          { dataKey: 'costs', label: 'Costs', valueFormatter: euros },
        ]}
        grid={{ horizontal: true }}
        borderRadius={4}
      />
    </Box>
  );
}
