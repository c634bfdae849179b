import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];
// Temperature at a weather station on 14 May 2024, in °C. The sensor failed to report at 06:00,
// 14:00 and 16:00; the first reading of the day is missing too.
const temperature = [null, 9.8, 8.9, null, 11.6, 14.9, 17.8, null, null, 17.1, 14.2, 12.0];

export default function ConnectNullsLine() {
  const [connectNulls, setConnectNulls] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature every two hours, 14 May 2024
      </Typography>
      <FormControlLabel
        control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />}
        label="Connect missing points"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (hour: string) => `${hour}:00` }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            connectNulls,
            area: true,
            baseline: 'min',
            valueFormatter: (value) => (value === null ? 'No reading' : `${value} °C`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
