import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';

// Disk space used on a file server at the end of each day for two weeks, in terabytes.
const used = [6.1, 6.2, 6.2, 6.4, 6.5, 6.5, 6.6, 6.9, 7.0, 7.0, 7.2, 7.3, 7.3, 7.5];

export default function TinyAreaChart() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Storage used
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          7.5 of 10 TB
        </Typography>
        <ChartContainer
          height={64}
          margin={{ top: 4, bottom: 0, left: 0, right: 0 }}
          xAxis={[{ scaleType: 'point', data: used.map((_, index) => index), position: 'none' }]}
          // `baseline: 'min'` and an axis from 5 TB show the growth instead of a flat block.
          yAxis={[{ position: 'none', min: 5, max: 8 }]}
          series={[{ type: 'line', data: used, area: true, baseline: 'min', color: '#5e35b1' }]}
          aria-label="Disk space used over the last two weeks, growing from 6.1 to 7.5 terabytes"
        >
          <AreaPlot />
          <LinePlot />
        </ChartContainer>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Last 14 days
        </Typography>
      </CardContent>
    </Card>
  );
}
