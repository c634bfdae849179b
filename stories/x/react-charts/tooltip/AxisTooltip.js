import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Visits to a travel blog in the first half of 2024, per traffic source.
const search = [48200, 45100, 52800, 61400, 66900, 72300];
const social = [12600, 14900, 13800, 18200, 21500, 19700];
const newsletter = [8400, 8100, 9300, 9900, 10400, 11800];

const visits = (value) => (value === null ? '' : value.toLocaleString('en-US'));

export default function AxisTooltip() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Blog visits per traffic source, first half of 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 48, valueFormatter: (value) => `${value / 1000}k` }]}
        series={[
          { id: 'search', data: search, label: 'Search', valueFormatter: visits },
          { id: 'social', data: social, label: 'Social media', valueFormatter: visits },
          { id: 'newsletter', data: newsletter, label: 'Newsletter', valueFormatter: visits },
        ]}
      />
    </Box>
  );
}
