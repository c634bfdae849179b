import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

type Order = 'barsFirst' | 'lineFirst';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Rainfall in a coastal city, in millimetres, and its three-month moving average.
const rainfall = [92, 71, 64, 58, 47, 31, 19, 24, 52, 88, 103, 97];
const movingAverage = [null, null, 76, 64, 56, 45, 32, 25, 32, 55, 81, 96];

export default function DrawingOrder() {
  const [order, setOrder] = React.useState<Order>('barsFirst');
  const bars = <BarPlot key="bars" />;
  const line = [<LinePlot key="line" />, <MarkPlot key="marks" />];

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly rainfall and its three-month average
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Drawing order"
        value={order}
        onChange={(_event, value: Order | null) => value && setOrder(value)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="barsFirst">Bars, then line</ToggleButton>
        <ToggleButton value="lineFirst">Line, then bars</ToggleButton>
      </ToggleButtonGroup>
      <ChartContainer
        height={280}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ id: 'rain', width: 56, valueFormatter: (value: number) => `${value} mm` }]}
        series={[
          { type: 'bar', id: 'rainfall', label: 'Rainfall', data: rainfall, color: '#93c5fd' },
          { type: 'line', id: 'average', label: 'Three-month average', data: movingAverage, color: '#1e3a8a' },
        ]}
      >
        {/* The later child is drawn on top. */}
        {order === 'barsFirst' ? [bars, ...line] : [...line, bars]}
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" />
      </ChartContainer>
    </Box>
  );
}
