import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Bicycles sold by a shop in 2024, and the average of each month and the two before it.
const sold = [38, 44, 71, 96, 118, 124, 109, 98, 87, 64, 41, 57];
const average = sold.map((_, index) =>
  index < 2 ? null : Math.round((sold[index] + sold[index - 1] + sold[index - 2]) / 3),
);

const bikes = (value: number | null) => (value === null ? null : `${value} bikes`);

export default function CombiningChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bicycles sold per month, with the three-month average, 2024
      </Typography>
      <ChartDataProvider
        height={300}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ id: 'bikes', width: 40 }]}
        series={[
          { type: 'bar', id: 'sold', label: 'Sold', data: sold, valueFormatter: bikes },
          { type: 'line', id: 'average', label: 'Three-month average', data: average, valueFormatter: bikes },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="bikes" />
          <MarkPlot />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
