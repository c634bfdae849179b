import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BarPlot,
  ChartDataProvider,
  ChartsAxisHighlight,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate of Lisbon: average rainfall (mm) and average daily maximum temperature (°C) per month.
const rainfall = [100, 90, 67, 64, 47, 13, 4, 6, 33, 100, 126, 128];
const temperature = [15, 16, 19, 20, 23, 26, 28, 29, 27, 23, 18, 16];

export default function LegendComposition() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', width: 48, label: 'Rainfall (mm)' },
        { id: 'temp', position: 'right', width: 48, label: 'Temperature (°C)', min: 0, max: 35 },
      ]}
      series={[
        { type: 'bar', data: rainfall, label: 'Rainfall', yAxisId: 'rain', valueFormatter: (value) => `${value} mm` },
        {
          type: 'line',
          data: temperature,
          label: 'Max temperature',
          yAxisId: 'temp',
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
    >
      <Box component="figure" sx={{ m: 0 }}>
        {/* The legend can go anywhere inside the provider, here next to the caption. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
            Lisbon climate by month
          </Typography>
          <ChartsLegend />
        </Stack>
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temp" />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
