import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Orders of a shoe retailer per quarter of 2024, split by region and channel.
const dataset = [
  { quarter: 'Q1', northOnline: 1240, northStore: 860, southOnline: 980, southStore: 1320, marketplace: 410 },
  { quarter: 'Q2', northOnline: 1390, northStore: 910, southOnline: 1105, southStore: 1410, marketplace: 520 },
  { quarter: 'Q3', northOnline: 1180, northStore: 780, southOnline: 1240, southStore: 1580, marketplace: 605 },
  { quarter: 'Q4', northOnline: 1720, northStore: 1150, southOnline: 1460, southStore: 1690, marketplace: 770 },
];

const orders = (value: number | null) => (value === null ? null : `${value.toLocaleString('en-US')} orders`);

export default function MixedBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Orders per quarter by region and channel, 2024
      </Typography>
      <BarChart
        height={340}
        dataset={dataset}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        yAxis={[{ width: 48 }]}
        // Two stacks side by side (one per region), and the marketplace as a bar of its own.
        series={[
          { dataKey: 'northOnline', label: 'North, online', stack: 'north', color: '#1565c0', valueFormatter: orders },
          { dataKey: 'northStore', label: 'North, in store', stack: 'north', color: '#64b5f6', valueFormatter: orders },
          { dataKey: 'southOnline', label: 'South, online', stack: 'south', color: '#2e7d32', valueFormatter: orders },
          { dataKey: 'southStore', label: 'South, in store', stack: 'south', color: '#81c784', valueFormatter: orders },
          { dataKey: 'marketplace', label: 'Marketplace', color: '#ef6c00', valueFormatter: orders },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
