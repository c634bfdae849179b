import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly active users of a note-taking app in 2024, in thousands.
const activeUsers = [182, 190, 204, 211, 226, 219, 208, 214, 241, 258, 266, 271];

export default function ProviderAndSurface() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly active users, 2024
      </Typography>
      {/* The provider takes the data and computes scales; it renders no element of its own. */}
      <ChartDataProvider
        height={300}
        xAxis={[{ id: 'months', scaleType: 'point', data: months }]}
        yAxis={[{ id: 'users', width: 44, min: 150, valueFormatter: (value) => `${value}k` }]}
        series={[
          {
            type: 'line',
            id: 'users',
            label: 'Active users',
            data: activeUsers,
            area: true,
            baseline: 'min',
            valueFormatter: (value) => `${value}k`,
          },
        ]}
      >
        {/* The surface is the <svg>: children are drawn in order, the last on top. */}
        <ChartsSurface>
          <ChartsGrid horizontal />
          <AreaPlot />
          <LinePlot />
          <ChartsAxisHighlight x="line" />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="users" />
          <MarkPlot />
          <LineHighlightPlot />
        </ChartsSurface>
        {/* The tooltip is HTML: outside the surface, inside the provider. */}
        <ChartsTooltip trigger="axis" />
      </ChartDataProvider>
    </Box>
  );
}
