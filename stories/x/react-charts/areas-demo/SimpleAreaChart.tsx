import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Monthly downloads of an open-source library in 2024, in thousands.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const downloads = [318, 342, 391, 405, 452, 470, 438, 429, 512, 566, 604, 587];

export default function SimpleAreaChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Library downloads per month, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Downloads (thousands)', width: 56 }]}
        series={[
          {
            data: downloads,
            label: 'Downloads',
            area: true,
            showMark: false,
            color: '#00897b',
            valueFormatter: (value) => (value === null ? null : `${value.toLocaleString('en-US')}k`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
