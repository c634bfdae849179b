import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Revenue in thousands of US dollars, fiscal year 2024.
const revenue = [
  { quarter: 'Q1', northAmerica: 1240, europe: 860, asiaPacific: 610 },
  { quarter: 'Q2', northAmerica: 1385, europe: 915, asiaPacific: 705 },
  { quarter: 'Q3', northAmerica: 1310, europe: 990, asiaPacific: 820 },
  { quarter: 'Q4', northAmerica: 1575, europe: 1120, asiaPacific: 945 },
];

const formatThousands = (value) => (value === null ? '' : `$${value.toLocaleString('en-US')}k`);

export default function QuarterlyRevenueBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Quarterly revenue by region, 2024
      </Typography>
      <BarChart
        height={320}
        dataset={revenue}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter', label: 'Fiscal quarter' }]}
        yAxis={[
          {
            label: 'Revenue (thousand USD)',
            width: 72,
            valueFormatter: (value) => value.toLocaleString('en-US'),
          },
        ]}
        series={[
          { dataKey: 'northAmerica', label: 'North America', valueFormatter: formatThousands },
          { dataKey: 'europe', label: 'Europe', valueFormatter: formatThousands },
          { dataKey: 'asiaPacific', label: 'Asia-Pacific', valueFormatter: formatThousands },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
