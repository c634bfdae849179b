import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const hours = ['0:00', '3:00', '6:00', '9:00', '12:00', '15:00', '18:00', '21:00'];
// Median response time of a public API on 12 March 2024, in milliseconds, every three hours.
const responseTime = [112, 98, 105, 164, 189, 176, 158, 127];

export default function SxStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Median API response time, 12 March 2024
      </Typography>
      <LineChart
        height={280}
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 56, label: 'ms', min: 0 }]}
        series={[
          {
            data: responseTime,
            label: 'Median response time',
            color: '#7c3aed',
            valueFormatter: (value) => `${value} ms`,
          },
        ]}
        hideLegend
        sx={(theme) => ({
          // No axis lines and no tick marks: the grid carries the values.
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { display: 'none' },
          [`& .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
          [`& .${axisClasses.label}`]: { fontWeight: 700 },
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
          // Marks are filled with the series colour and outlined with the background colour.
          [`& .${markElementClasses.root}`]: {
            fill: '#7c3aed',
            stroke: theme.palette.background.paper,
            strokeWidth: 2,
          },
        })}
      />
    </Box>
  );
}
