import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily mean temperature in Tampere, 1 to 28 February 2024, in °C.
const days = Array.from({ length: 28 }, (_, index) => index + 1);
const temperature = [
  -9.4, -11.2, -8.1, -4.6, -1.9, 0.8, 2.1, 1.4, -0.6, -3.8, -7.2, -10.5, -12.8, -9.9, -5.3, -2.2, 0.4, 1.9,
  3.2, 2.6, 0.1, -1.5, -4.4, -2.8, 0.9, 2.4, 1.1, -0.7,
];

export default function ColorMapLine() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily mean temperature in Tampere, February 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: days, label: 'Day of February', tickMinStep: 1 }]}
        yAxis={[
          {
            width: 40,
            // Below 0 °C in blue, from 0 °C up in red: the line and the area change colour at the threshold.
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.info.main, theme.palette.error.main],
            },
          },
        ]}
        series={[
          {
            data: temperature,
            label: 'Mean temperature',
            area: true,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
