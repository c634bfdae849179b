import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// CPU usage of a web server every 30 minutes on 5 March 2024; version 2.4 was deployed at 14:00.
const times = [
  '08:00',
  '08:30',
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
];
const cpu = [34, 41, 58, 66, 71, 74, 79, 84, 88, 82, 77, 81, 86, 62, 55, 52, 57, 54, 49];

export default function LineChartWithReferenceLines() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Web server CPU usage, 5 March 2024
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: times }]}
        yAxis={[{ min: 0, max: 100, width: 48, valueFormatter: (value) => `${value}%` }]}
        series={[
          {
            data: cpu,
            label: 'CPU usage',
            showMark: false,
            valueFormatter: (value) => (value === null ? null : `${value}%`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      >
        {/* A horizontal line for the alert threshold... */}
        <ChartsReferenceLine
          y={80}
          label="Alert threshold"
          labelAlign="start"
          lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '6 4' }}
          labelStyle={{ fill: theme.palette.error.main, fontSize: 12 }}
        />
        {/* ...and a vertical one for the moment of the deployment. */}
        <ChartsReferenceLine
          x="14:00"
          label="v2.4 deployed"
          labelAlign="start"
          lineStyle={{ stroke: theme.palette.text.secondary }}
          labelStyle={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        />
      </LineChart>
    </Box>
  );
}
