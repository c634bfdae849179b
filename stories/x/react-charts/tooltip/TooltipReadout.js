import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsGrid,
  ChartsSurface,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
} from '@mui/x-charts';
import { useAxesTooltip } from '@mui/x-charts/ChartsTooltip';

// Closing price of one share on 20 trading days of May 2024, in euros.
const days = Array.from({ length: 20 }, (_, index) => index + 1);
const close = [
  41.2, 41.8, 41.5, 42.6, 43.1, 42.7, 43.9, 44.4, 43.8, 45.2, 45.9, 45.1, 44.6, 45.7, 46.8, 47.3, 46.5, 47.9, 48.4,
  47.8,
];

/** A fixed panel above the chart that shows the values under the pointer. */
function Readout() {
  const axes = useAxesTooltip();
  const hovered = axes?.[0];
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, mb: 1, minWidth: { sm: 300 } }}>
      <Typography variant="body2" aria-live="off">
        {hovered
          ? `Day ${hovered.axisFormattedValue}: closed at ${hovered.seriesItems[0]?.formattedValue}`
          : 'Move the pointer over the chart to read a day'}
      </Typography>
    </Paper>
  );
}

export default function TooltipReadout() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <ChartDataProvider
        height={260}
        xAxis={[{ id: 'days', scaleType: 'point', data: days, label: 'Trading day, May 2024' }]}
        yAxis={[{ id: 'price', width: 48, valueFormatter: (value) => `€${value}` }]}
        series={[
          {
            type: 'line',
            data: close,
            label: 'Closing price',
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)}`),
          },
        ]}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
            Share price, May 2024
          </Typography>
          {/* Inside the provider, so the hook sees the pointer; no ChartsTooltip at all. */}
          <Readout />
        </Stack>
        <ChartsSurface>
          <ChartsGrid horizontal />
          <LinePlot />
          <ChartsAxisHighlight x="line" />
          <ChartsXAxis axisId="days" />
          <ChartsYAxis axisId="price" />
        </ChartsSurface>
      </ChartDataProvider>
    </Box>
  );
}
