import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BarPlot,
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Orders shipped by a warehouse each month, and the share delivered by the promised date.
const orders = [412, 468, 390, 521, 574, 498];
const onTimeRate = [91, 94, 88, 96, 93, 95];

export default function OrdersCompositionChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Orders shipped and on-time delivery, January to June 2024
      </Typography>
      <ChartDataProvider
        height={300}
        skipAnimation
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'orders', label: 'Orders', width: 56 },
          { id: 'rate', label: 'On time (%)', position: 'right', min: 50, max: 100, width: 56 },
        ]}
        series={[
          { type: 'bar', id: 'orders', label: 'Orders shipped', data: orders, yAxisId: 'orders' },
          {
            type: 'line',
            id: 'rate',
            label: 'Delivered on time',
            data: onTimeRate,
            yAxisId: 'rate',
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
      >
        {/* HTML parts (legend, tooltip) go beside the surface; SVG parts go inside it. */}
        <ChartsLegend sx={{ justifyContent: 'center', my: 1 }} />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="orders" />
          <ChartsYAxis axisId="rate" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
