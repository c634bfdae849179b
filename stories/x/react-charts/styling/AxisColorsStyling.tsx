import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6:00', '8:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];
// Indoor climate of a meeting room on 5 February 2024.
const temperature = [18.4, 19.6, 21.2, 22.5, 23.1, 22.8, 21.9, 20.7, 19.8];
const humidity = [44, 46, 51, 57, 55, 53, 49, 46, 45];

export default function AxisColorsStyling() {
  const theme = useTheme();
  const isDark = theme.palette.mode === 'dark';
  // One colour per measure, light enough for a dark background or dark enough for a white one.
  const temperatureColor = isDark ? '#fca5a5' : '#b91c1c';
  const humidityColor = isDark ? '#93c5fd' : '#1d4ed8';

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Meeting room temperature and humidity, 5 February 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[
          { id: 'temperature', width: 52, label: '°C', min: 16, max: 25 },
          { id: 'humidity', position: 'right', width: 52, label: '%', min: 30, max: 70 },
        ]}
        series={[
          { data: temperature, yAxisId: 'temperature', label: 'Temperature', color: temperatureColor, valueFormatter: (value) => `${value} °C` },
          { data: humidity, yAxisId: 'humidity', label: 'Humidity', color: humidityColor, valueFormatter: (value) => `${value}%` },
        ]}
        sx={{
          // Each axis root carries the class MuiChartsAxis-id-<axis id>.
          [`& .${axisClasses.id}-temperature`]: {
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: temperatureColor },
            [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: { fill: temperatureColor },
          },
          [`& .${axisClasses.id}-humidity`]: {
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: humidityColor },
            [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: { fill: humidityColor },
          },
        }}
      />
    </Box>
  );
}
