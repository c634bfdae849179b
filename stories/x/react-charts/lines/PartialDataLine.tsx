import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Units of a new e-reader sold in 2024: known up to August, forecast from August on.
// The actual series is shorter than the axis; the forecast starts with nulls.
const actual = [1200, 1350, 1290, 1480, 1620, 1570, 1710, 1840];
const forecast = [null, null, null, null, null, null, null, 1840, 1960, 2150, 2680, 3120];

// Returning null leaves the series out of the tooltip for that month.
const formatUnits = (value: number | null) => (value === null ? null : `${value.toLocaleString('en-US')} units`);

export default function PartialDataLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        E-reader sales in 2024, actual and forecast
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months, tickLabelInterval: (_month, index) => index % 2 === 0 }]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: actual, label: 'Actual', valueFormatter: formatUnits },
          { data: forecast, label: 'Forecast', valueFormatter: formatUnits },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
