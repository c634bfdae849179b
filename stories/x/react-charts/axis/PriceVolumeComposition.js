import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot } from '@mui/x-charts/LineChart';

const days = ['2 Sep', '3 Sep', '4 Sep', '5 Sep', '6 Sep', '9 Sep', '10 Sep', '11 Sep', '12 Sep', '13 Sep'];
// Closing price (€) and traded volume (millions of shares) of a stock over two trading weeks.
const close = [48.2, 47.6, 46.9, 47.8, 49.1, 50.4, 49.8, 51.2, 52.6, 52.1];
const volume = [3.1, 4.2, 5.6, 3.8, 4.9, 6.3, 3.4, 4.1, 5.2, 2.9];

export default function PriceVolumeComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Closing price and volume, 2–13 September 2024
      </Typography>
      <ChartDataProvider
        height={320}
        xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
        yAxis={[
          { id: 'price', min: 40, max: 54, position: 'left', width: 60 },
          // Four times the largest volume: the bars only use the bottom quarter of the chart.
          { id: 'volume', min: 0, max: 4 * Math.max(...volume), position: 'right', width: 60 },
        ]}
        series={[
          {
            type: 'bar',
            id: 'volume',
            data: volume,
            label: 'Volume',
            yAxisId: 'volume',
            valueFormatter: (value) => (value === null ? '' : `${value}M shares`),
          },
          {
            type: 'line',
            id: 'close',
            data: close,
            label: 'Close',
            yAxisId: 'price',
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}`),
          },
        ]}
      >
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="price" label="Price (€)" />
          {/* Ticks only where the bars are. */}
          <ChartsYAxis axisId="volume" label="Volume (M)" tickInterval={[0, 2, 4, 6]} />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
