import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['00', '03', '06', '09', '12', '15', '18', '21'];
// Readings of a weather station in Lyon on 14 July 2024, every three hours.
const temperature = [19.4, 17.8, 17.1, 22.6, 28.3, 31.2, 29.5, 23.8];
const humidity = [78, 84, 88, 67, 44, 35, 39, 58];

export default function BiaxialLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature and relative humidity in Lyon, 14 July 2024
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: hours, label: 'Hour', valueFormatter: (hour: string) => `${hour}:00` }]}
        yAxis={[
          { id: 'temperature', label: 'Temperature (°C)', width: 56 },
          { id: 'humidity', label: 'Humidity (%)', position: 'right', width: 56, min: 0, max: 100 },
        ]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            yAxisId: 'temperature',
            color: '#e65100',
            valueFormatter: (value) => (value === null ? null : `${value} °C`),
          },
          {
            data: humidity,
            label: 'Humidity',
            yAxisId: 'humidity',
            color: '#0277bd',
            shape: 'square',
            valueFormatter: (value) => (value === null ? null : `${value}%`),
          },
        ]}
      />
    </Box>
  );
}
