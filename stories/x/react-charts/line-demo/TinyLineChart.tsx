import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Visitors on a news site per minute over the last 20 minutes; the last value is now.
const visitors = [412, 398, 431, 455, 447, 472, 468, 501, 524, 516, 538, 561, 549, 587, 602, 596, 631, 648, 662, 689];
const last = visitors.length - 1;

export default function TinyLineChart() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            689
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            visitors per minute
          </Typography>
        </Stack>
        <ChartContainer
          height={56}
          margin={{ top: 6, bottom: 6, left: 4, right: 6 }}
          xAxis={[{ scaleType: 'point', data: visitors.map((_, index) => index), position: 'none' }]}
          yAxis={[{ position: 'none' }]}
          // Only the last point, the current value, gets a mark.
          series={[{ type: 'line', data: visitors, curve: 'linear', showMark: ({ index }) => index === last }]}
          aria-label="Visitors per minute over the last 20 minutes, rising from 412 to 689"
        >
          <LinePlot />
          <MarkPlot />
        </ChartContainer>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Last 20 minutes
        </Typography>
      </CardContent>
    </Card>
  );
}
