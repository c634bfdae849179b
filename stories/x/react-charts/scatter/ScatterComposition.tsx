import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ChartDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsReferenceLine,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  ScatterPlot,
} from '@mui/x-charts';

// Products of a kitchenware shop in 2024: units sold (x) and profit margin in percent (y).
const products = [
  { id: 'kettle', x: 1450, y: 18 },
  { id: 'toaster', x: 980, y: 22 },
  { id: 'knife-set', x: 420, y: 41 },
  { id: 'pan', x: 1720, y: 27 },
  { id: 'blender', x: 610, y: 15 },
  { id: 'scale', x: 1180, y: 34 },
  { id: 'grinder', x: 350, y: 29 },
  { id: 'mixer', x: 540, y: 38 },
  { id: 'peeler', x: 2100, y: 44 },
  { id: 'teapot', x: 760, y: 12 },
];
const averageUnits = products.reduce((sum, product) => sum + product.x, 0) / products.length;
const averageMargin = products.reduce((sum, product) => sum + product.y, 0) / products.length;

export default function ScatterComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Units sold and margin per product, split at the averages
      </Typography>
      <ChartDataProvider
        height={320}
        xAxis={[{ id: 'units', label: 'Units sold', min: 0, max: 2400 }]}
        yAxis={[{ id: 'margin', label: 'Margin (%)', width: 56, min: 0, max: 50 }]}
        series={[
          {
            type: 'scatter',
            id: 'products',
            label: 'Products',
            data: products,
            valueFormatter: (point) => (point === null ? '' : `${point.id}: ${point.x} sold, ${point.y}% margin`),
          },
        ]}
        voronoiMaxRadius={40}
      >
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          {/* Drawn before the points, so the lines pass behind them. */}
          <ChartsReferenceLine x={averageUnits} lineStyle={{ strokeDasharray: '6 4' }} />
          <ChartsReferenceLine
            y={averageMargin}
            label="Average margin"
            labelAlign="end"
            lineStyle={{ strokeDasharray: '6 4' }}
          />
          <ScatterPlot />
          <ChartsXAxis axisId="units" />
          <ChartsYAxis axisId="margin" />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartDataProvider>
    </Box>
  );
}
