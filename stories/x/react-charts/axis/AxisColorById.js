import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Climate of Lisbon: average daily high in °C and average sunshine per day in hours.
const highs = [15, 16, 19, 20, 23, 26, 28, 28, 27, 23, 18, 15];
const sunshine = [4.7, 5.8, 7.0, 8.4, 9.8, 10.9, 11.6, 11.2, 8.9, 6.8, 5.2, 4.6];

export default function AxisColorById() {
  const theme = useTheme();
  const temperatureColor = theme.palette.error.main;
  const sunshineColor = theme.palette.primary.main;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Lisbon climate: daily high and hours of sunshine
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'temperature', label: 'High (°C)' },
          { id: 'sunshine', label: 'Sunshine (h)', position: 'right' },
        ]}
        series={[
          { data: highs, label: 'Daily high', yAxisId: 'temperature', color: temperatureColor },
          { data: sunshine, label: 'Sunshine', yAxisId: 'sunshine', color: sunshineColor },
        ]}
        sx={{
          // `axisClasses.id` followed by the axis id targets one axis: its line, ticks and texts.
          [`& .${axisClasses.id}-temperature`]: {
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: temperatureColor },
            [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: { fill: temperatureColor },
          },
          [`& .${axisClasses.id}-sunshine`]: {
            [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { stroke: sunshineColor },
            [`& .${axisClasses.tickLabel}, & .${axisClasses.label}`]: { fill: sunshineColor },
          },
        }}
      />
    </Box>
  );
}
