import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useSeries } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Orders of an online garden shop in the first half of 2024, by channel, and the monthly target.
const web = [820, 760, 1130, 1490, 1710, 1380];
const app = [310, 290, 450, 620, 740, 650];
const target = [1000, 1000, 1400, 1900, 2200, 1900];

// Reads every series of the chart, grouped by type, and prints what the hook returns.
function SeriesReport() {
  const { bar, line } = useSeries();
  const name = (label) => (typeof label === 'string' ? label : '(no label)');
  return (
    <Box
      component="ul"
      aria-label="Result of useSeries()"
      sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2', '& code': { typography: 'caption', fontFamily: 'monospace' } }}
    >
      {bar && (
        <li>
          <code>bar</code>: {bar.seriesOrder.length} series,{' '}
          {bar.seriesOrder
            .map((id) => `${name(bar.series[id].label)} (${bar.series[id].data.length} values)`)
            .join(', ')}
          . Stacking groups: {bar.stackingGroups.map((group) => `[${group.ids.join(' + ')}]`).join(', ')}
        </li>
      )}
      {line && (
        <li>
          <code>line</code>: {line.seriesOrder.length} series,{' '}
          {line.seriesOrder
            .map((id) => `${name(line.series[id].label)} (${line.series[id].data.length} values)`)
            .join(', ')}
        </li>
      )}
    </Box>
  );
}

export default function SeriesInspector() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Orders per channel against the monthly target, first half of 2024
      </Typography>
      <ChartDataProvider
        height={280}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ id: 'orders', width: 48 }]}
        series={[
          { type: 'bar', id: 'web', label: 'Website', data: web, stack: 'orders' },
          { type: 'bar', id: 'app', label: 'Mobile app', data: app, stack: 'orders' },
          { type: 'line', id: 'target', label: 'Target', data: target },
        ]}
      >
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="orders" />
        </ChartsSurface>
        <SeriesReport />
        <ChartsTooltip />
      </ChartDataProvider>
    </Box>
  );
}
