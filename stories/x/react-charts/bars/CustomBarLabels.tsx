import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Revenue of an online shop by channel in 2024, in thousands of US dollars.
const series = [
  { id: 'web', label: 'Website', data: [412, 455, 398, 587], color: '#1e3a8a' },
  { id: 'app', label: 'Mobile app', data: [208, 262, 291, 376], color: '#155e75' },
  { id: 'marketplace', label: 'Marketplaces', data: [36, 18, 44, 71], color: '#6b21a8' },
];

export default function CustomBarLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Revenue by sales channel, 2024
      </Typography>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 60, valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}k` }]}
        series={series.map((item) => ({
          ...item,
          stack: 'revenue',
          valueFormatter: (value: number | null) => (value === null ? '' : `$${value}k`),
        }))}
        // Called once per bar: return the text to print, or null to print nothing.
        barLabel={(item, context) => {
          if (item.value === null || context.bar.height < 22) {
            // Too thin to hold the text: the tooltip still shows the value.
            return null;
          }
          return `$${item.value}k`;
        }}
        sx={(theme) => ({
          [`& .${barLabelClasses.root}`]: {
            fill: theme.palette.common.white,
            fontSize: 12,
          },
        })}
      />
    </Box>
  );
}
