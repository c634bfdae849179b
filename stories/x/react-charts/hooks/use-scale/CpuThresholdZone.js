import { alpha, useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// CPU load of a web server over one day, in percent, sampled every hour.
const load = [22, 18, 15, 14, 13, 16, 28, 47, 66, 78, 84, 81, 74, 79, 88, 91, 83, 72, 61, 52, 45, 38, 31, 26];
const alertLevel = 80;

// Shades everything above the alert level: the scale turns the value 80 into a y position.
function AlertZone() {
  const theme = useTheme();
  const yScale = useYScale();
  const { left, top, width } = useDrawingArea();
  const y = yScale(alertLevel);
  return (
    <g>
      <rect x={left} y={top} width={width} height={y - top} fill={alpha(theme.palette.error.main, 0.12)} />
      <line x1={left} x2={left + width} y1={y} y2={y} stroke={theme.palette.error.main} strokeDasharray="5 4" />
      <text x={left + 6} y={top + 16} fontSize={12} fill={theme.palette.text.primary}>
        {`Alert zone (over ${alertLevel}%)`}
      </text>
    </g>
  );
}

export default function CpuThresholdZone() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        CPU load of web server 1 over one day
      </Typography>
      <LineChart
        height={300}
        hideLegend
        xAxis={[{ data: hours, min: 0, max: 23, valueFormatter: (hour) => `${hour}:00` }]}
        yAxis={[{ min: 0, max: 100, width: 44, valueFormatter: (value) => `${value}%` }]}
        series={[
          {
            id: 'cpu',
            label: 'CPU load',
            data: load,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
      >
        <AlertZone />
      </LineChart>
    </Box>
  );
}
