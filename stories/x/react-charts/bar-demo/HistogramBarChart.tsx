import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Response times of an API over one day, counted in 50 ms buckets.
const bucketSize = 50;
const counts = [1840, 6120, 9480, 7350, 4210, 2380, 1270, 640, 310, 150];
const buckets = counts.map((_, index) => index * bucketSize);

export default function HistogramBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        API response times, 12 March 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: buckets,
            label: 'Response time (ms)',
            // No gap: the bars touch, as the buckets do.
            categoryGapRatio: 0,
            // Ticks and labels on the bucket edges rather than in the middle of each bar.
            tickPlacement: 'start',
            tickLabelPlacement: 'tick',
            valueFormatter: (start: number, context) =>
              context.location === 'tooltip' ? `${start}–${start + bucketSize} ms` : `${start}`,
          },
        ]}
        yAxis={[{ label: 'Requests', width: 56, valueFormatter: (value: number) => `${value / 1000}k` }]}
        series={[
          {
            data: counts,
            label: 'Requests',
            valueFormatter: (value) => (value === null ? null : `${value.toLocaleString('en-US')} requests`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
        sx={{ '& .MuiBarElement-root': { stroke: (theme) => theme.palette.background.paper, strokeWidth: 1 } }}
      />
    </Box>
  );
}
