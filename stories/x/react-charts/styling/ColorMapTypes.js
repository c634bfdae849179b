import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// 1 July 2024 was a Monday.
const days = [
  'Mon 1',
  'Tue 2',
  'Wed 3',
  'Thu 4',
  'Fri 5',
  'Sat 6',
  'Sun 7',
  'Mon 8',
  'Tue 9',
  'Wed 10',
  'Thu 11',
  'Fri 12',
  'Sat 13',
  'Sun 14',
];
// Daily maximum temperature in a city, 1 to 14 July 2024, in °C.
const maxTemperature = [24, 27, 29, 31, 26, 22, 19, 21, 25, 30, 33, 32, 28, 23];

export default function ColorMapTypes() {
  const theme = useTheme();
  const [mapType, setMapType] = React.useState('piecewise');

  // On the value axis: three ranges (below 25, 25 to 30, 30 or more), or a gradient from 15 to 35.
  const valueColorMap =
    mapType === 'piecewise'
      ? { type: 'piecewise', thresholds: [25, 30], colors: ['#0284c7', '#d97706', '#dc2626'] }
      : mapType === 'continuous'
        ? { type: 'continuous', min: 15, max: 35, color: ['#7dd3fc', '#b91c1c'] }
        : undefined;
  // On the band axis: one colour per category, here the weekends against every other day.
  const bandColorMap =
    mapType === 'ordinal'
      ? {
          type: 'ordinal',
          values: ['Sat 6', 'Sun 7', 'Sat 13', 'Sun 14'],
          colors: Array(4).fill(theme.palette.warning.main),
          unknownColor: theme.palette.primary.main,
        }
      : undefined;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily maximum temperature, 1 to 14 July 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Colour map type"
        value={mapType}
        onChange={(_event, value) => value && setMapType(value)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
        <ToggleButton value="continuous">Continuous</ToggleButton>
        <ToggleButton value="ordinal">Ordinal</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            height: 48,
            tickLabelStyle: { angle: -45, fontSize: 11 },
            colorMap: bandColorMap,
          },
        ]}
        yAxis={[{ width: 44, valueFormatter: (value) => `${value} °C`, colorMap: valueColorMap }]}
        series={[{ data: maxTemperature, label: 'Maximum temperature', valueFormatter: (value) => `${value} °C` }]}
        hideLegend
      />
    </Box>
  );
}
