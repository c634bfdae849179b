import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Net income of six companies in 2024, in thousands of euros: from a large loss to a large profit.
const companies = ['Cobalt Mining', 'Northwind Freight', 'Quill Studio', 'Alpine Bakery', 'Brightlane Retail', 'Helio Solar'];
const netIncome = [-74000, -380, -18, 42, 1950, 12400];

// A signed logarithm: like log10 for large values, but defined for 0 and for negative values.
const signedLog = (value: number) => Math.sign(value) * Math.log10(1 + Math.abs(value));
const fromSignedLog = (value: number) => Math.sign(value) * (10 ** Math.abs(value) - 1);

const ticks = [-100000, -1000, -10, 0, 10, 1000, 100000];
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export default function SignedLogBars() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Net income 2024, thousands of euros (signed log scale)
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: companies, width: 120 }]}
        xAxis={[
          {
            min: signedLog(-100000),
            max: signedLog(100000),
            // Ticks at round values of the original data, placed where the transform puts them.
            tickInterval: ticks.map(signedLog),
            valueFormatter: (value: number) => compact.format(Math.round(fromSignedLog(value))),
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          },
        ]}
        series={[
          {
            data: netIncome.map(signedLog),
            label: 'Net income',
            // The bars hold transformed values: show the original one in the tooltip.
            valueFormatter: (_value, { dataIndex }) => `${euros.format(netIncome[dataIndex])}k`,
          },
        ]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
