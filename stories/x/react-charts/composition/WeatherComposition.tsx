import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate averages of a city with cold winters: mean temperature in °C and precipitation in mm.
const temperature = [-9.7, -8.1, -2.3, 6.1, 13.4, 18.6, 21.2, 20.1, 15.5, 8.5, 2.1, -5.4];
const precipitation = [86, 69, 80, 83, 86, 92, 98, 93, 91, 91, 95, 94];

export default function WeatherComposition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Mean temperature and precipitation per month
      </Typography>
      <ChartDataProvider
        height={320}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'temperature', min: -25, max: 30, width: 48, valueFormatter: (value: number) => `${value} °C` },
          { id: 'precipitation', min: 0, max: 250, position: 'right', width: 60, valueFormatter: (value: number) => `${value} mm` },
        ]}
        series={[
          {
            type: 'bar',
            id: 'precipitation',
            label: 'Precipitation',
            data: precipitation,
            yAxisId: 'precipitation',
            color: '#60a5fa',
            valueFormatter: (value) => `${value} mm`,
          },
          {
            type: 'line',
            id: 'temperature',
            label: 'Mean temperature',
            data: temperature,
            yAxisId: 'temperature',
            color: '#dc2626',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <ChartsReferenceLine y={0} axisId="temperature" label="Freezing" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="temperature" />
          <ChartsYAxis axisId="precipitation" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
