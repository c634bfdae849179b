import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average daily mean temperature per month, 1991-2020 climate normals, in °C.
const reykjavik = [0.1, 0.4, 0.6, 3.2, 6.6, 9.4, 11.2, 10.7, 8.1, 4.6, 1.8, 0.3];
const paris = [5.0, 5.6, 8.8, 11.9, 15.4, 18.7, 20.8, 20.6, 17.1, 13.1, 8.4, 5.5];
const singapore = [26.8, 27.4, 27.9, 28.3, 28.6, 28.5, 28.1, 28.0, 27.8, 27.7, 27.0, 26.6];

const celsius = (value: number | null) => (value === null ? null : `${value.toFixed(1)} °C`);

export default function CityTemperatureLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average temperature per month in three cities
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: '°C', width: 48 }]}
        series={[
          { data: reykjavik, label: 'Reykjavík', shape: 'circle', valueFormatter: celsius },
          { data: paris, label: 'Paris', shape: 'square', valueFormatter: celsius },
          { data: singapore, label: 'Singapore', shape: 'diamond', valueFormatter: celsius },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
