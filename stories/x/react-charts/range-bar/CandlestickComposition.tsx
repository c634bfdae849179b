import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsGrid,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
} from '@mui/x-charts';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// Daily prices of one share of a fictional utility, Northwind Energy, 2–19 April 2024 (USD).
const prices = [
  { date: '2 Apr', open: 182.4, high: 185.1, low: 181.0, close: 184.6 },
  { date: '3 Apr', open: 184.9, high: 186.3, low: 183.2, close: 183.7 },
  { date: '4 Apr', open: 183.5, high: 184.0, low: 179.8, close: 180.2 },
  { date: '5 Apr', open: 180.6, high: 182.9, low: 179.5, close: 182.4 },
  { date: '8 Apr', open: 182.8, high: 187.4, low: 182.1, close: 186.9 },
  { date: '9 Apr', open: 187.2, high: 188.6, low: 185.0, close: 185.6 },
  { date: '10 Apr', open: 184.1, high: 185.3, low: 181.7, close: 182.0 },
  { date: '11 Apr', open: 182.3, high: 184.8, low: 181.9, close: 184.1 },
  { date: '12 Apr', open: 183.6, high: 184.2, low: 178.4, close: 179.1 },
  { date: '15 Apr', open: 179.4, high: 180.2, low: 175.6, close: 176.3 },
  { date: '16 Apr', open: 176.0, high: 178.9, low: 175.1, close: 178.2 },
  { date: '17 Apr', open: 178.6, high: 181.5, low: 177.9, close: 180.8 },
  { date: '18 Apr', open: 181.0, high: 183.7, low: 180.4, close: 183.1 },
  { date: '19 Apr', open: 182.7, high: 184.4, low: 181.2, close: 182.0 },
];
const usd = (value: number) => `$${value.toFixed(2)}`;

// Draws one candle per day: a thin line from the low to the high, and a body from the open to the
// close, green when the price rose during the day and red when it fell.
function Candles() {
  const theme = useTheme();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const bodyWidth = Math.max(xScale.bandwidth() * 0.6, 2);
  return (
    <g>
      {prices.map(({ date, open, high, low, close }) => {
        const centre = (xScale(date) ?? 0) + xScale.bandwidth() / 2;
        const color = close >= open ? theme.palette.success.main : theme.palette.error.main;
        const top = yScale(Math.max(open, close));
        const bottom = yScale(Math.min(open, close));
        return (
          <g key={date}>
            <line x1={centre} x2={centre} y1={yScale(high)} y2={yScale(low)} stroke={color} strokeWidth={1.5} />
            <rect
              x={centre - bodyWidth / 2}
              y={top}
              width={bodyWidth}
              height={Math.max(bottom - top, 1)}
              fill={color}
              rx={1}
            />
          </g>
        );
      })}
    </g>
  );
}

export default function CandlestickComposition() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Northwind Energy share price, 2–19 April 2024
      </Typography>
      <ChartDataProvider
        height={320}
        xAxis={[{ id: 'days', scaleType: 'band', data: prices.map((price) => price.date) }]}
        yAxis={[{ id: 'price', min: 174, max: 190, width: 56, valueFormatter: (value: number) => `$${value}` }]}
        // A series of closing prices feeds the tooltip. No plot draws it: the candles are drawn below.
        series={[
          {
            type: 'line',
            label: 'Northwind Energy',
            data: prices.map((price) => price.close),
            valueFormatter: (_value, { dataIndex }) => {
              const { open, high, low, close } = prices[dataIndex];
              return `open ${usd(open)}, high ${usd(high)}, low ${usd(low)}, close ${usd(close)}`;
            },
          },
        ]}
      >
        <ChartsSurface>
          <ChartsGrid horizontal />
          <ChartsAxisHighlight x="band" />
          <Candles />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="price" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
      {/* A legend for the two colours, since no series draws them. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <ChartsLabelMark color={theme.palette.success.main} />
          <Typography variant="body2">Closed higher than it opened</Typography>
        </Stack>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <ChartsLabelMark color={theme.palette.error.main} />
          <Typography variant="body2">Closed lower</Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
