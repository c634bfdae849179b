import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BarPlot,
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsGrid,
  ChartsReferenceLine,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
} from '@mui/x-charts';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Sales of a bakery, in thousands of euros, second half of 2024; the monthly target is €40k.
const sales = [36.2, 33.8, 41.5, 43.9, 39.1, 52.4];
const target = 40;

export default function BarComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly sales against the €40k target, second half of 2024
      </Typography>
      <ChartDataProvider
        height={300}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ id: 'sales', width: 48, valueFormatter: (value) => `€${value}k` }]}
        series={[
          {
            type: 'bar',
            id: 'sales',
            label: 'Sales',
            data: sales,
            valueFormatter: (value) => (value === null ? '' : `€${value}k`),
          },
        ]}
      >
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot borderRadius={4} />
          <ChartsAxisHighlight x="band" />
          <ChartsReferenceLine y={target} label="Target" labelAlign="start" lineStyle={{ strokeDasharray: '6 4' }} />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="sales" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
