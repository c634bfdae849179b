import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average daily maximum temperature per month, in °C (long-term averages, rounded).
const helsinki = [-1, -2, 2, 9, 16, 20, 23, 21, 15, 8, 3, 0];
const madrid = [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10];
const singapore = [30, 31, 32, 32, 32, 31, 31, 31, 31, 31, 31, 30];

const celsius = (value) => (value === null ? '' : `${value} °C`);

export default function BasicLegend() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average daily maximum temperature
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: '°C', width: 48 }]}
        // Each `label` becomes one entry of the legend, in the colour of its line.
        series={[
          { data: helsinki, label: 'Helsinki', valueFormatter: celsius },
          { data: madrid, label: 'Madrid', valueFormatter: celsius },
          { data: singapore, label: 'Singapore', valueFormatter: celsius },
        ]}
      />
    </Box>
  );
}
