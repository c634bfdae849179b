import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Visits to a travel blog per day of one week in July 2024, by source, in thousands.
const dataset = [
  { day: 'Mon', search: 18.2, social: 6.4, direct: 4.1, email: 1.2 },
  { day: 'Tue', search: 19.5, social: 5.9, direct: 4.4, email: 3.8 },
  { day: 'Wed', search: 20.1, social: 7.2, direct: 4.6, email: 1.6 },
  { day: 'Thu', search: 19.8, social: 8.8, direct: 4.3, email: 1.3 },
  { day: 'Fri', search: 17.4, social: 11.5, direct: 3.9, email: 1.1 },
  { day: 'Sat', search: 14.6, social: 14.2, direct: 3.2, email: 0.8 },
  { day: 'Sun', search: 15.9, social: 12.7, direct: 3.5, email: 0.9 },
];

const visits = (value) => (value === null ? null : `${value}k visits`);

export default function StackedAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Blog visits by traffic source, 8 to 14 July 2024
      </Typography>
      <LineChart
        height={320}
        dataset={dataset}
        xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
        yAxis={[{ label: 'Visits (thousands)', width: 56 }]}
        // One `stack` for all four areas: the top edge is the total.
        series={[
          { dataKey: 'search', label: 'Search', stack: 'visits', area: true, showMark: false, valueFormatter: visits },
          { dataKey: 'social', label: 'Social', stack: 'visits', area: true, showMark: false, valueFormatter: visits },
          { dataKey: 'direct', label: 'Direct', stack: 'visits', area: true, showMark: false, valueFormatter: visits },
          {
            dataKey: 'email',
            label: 'Newsletter',
            stack: 'visits',
            area: true,
            showMark: false,
            valueFormatter: visits,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
