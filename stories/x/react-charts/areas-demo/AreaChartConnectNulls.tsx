import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart, type LineSeries } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14'];
// Visitors of a museum per day in the first half of May 2024, in hundreds; closed on Mondays (null).
const visitors = [21, 18, 24, 29, 31, null, 17, 19, 20, 23, 30, 34, null, 16];

const series = (connectNulls: boolean): LineSeries[] => [
  {
    data: visitors,
    label: 'Visitors',
    area: true,
    connectNulls,
    color: '#3949ab',
    valueFormatter: (value) => (value === null ? 'Closed' : `${value * 100} visitors`),
  },
];

export default function AreaChartConnectNulls() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Museum visitors per day, 1 to 14 May 2024 (hundreds)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Gaps on closing days
          </Typography>
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: days, label: 'May' }]}
            yAxis={[{ width: 32, min: 0, max: 40 }]}
            series={series(false)}
            hideLegend
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <code>connectNulls: true</code>
          </Typography>
          <LineChart
            height={220}
            xAxis={[{ scaleType: 'point', data: days, label: 'May' }]}
            yAxis={[{ width: 32, min: 0, max: 40 }]}
            series={series(true)}
            hideLegend
          />
        </Box>
      </Stack>
    </Box>
  );
}
