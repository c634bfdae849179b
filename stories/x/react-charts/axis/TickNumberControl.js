import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, index) => index);
// Day-ahead electricity price for each hour of 12 March 2024, in euros per MWh.
const price = [
  71.2, 66.8, 64.1, 62.9, 64.5, 72.3, 96.4, 121.7, 128.9, 112.4, 98.1, 88.6, 84.2, 82.7, 86.9, 95.3, 109.8, 134.5,
  146.2, 138.7, 118.4, 101.9, 89.3, 78.6,
];

export default function TickNumberControl() {
  const [tickNumber, setTickNumber] = React.useState(5);
  const sliderId = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Day-ahead electricity price, 12 March 2024
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, maxWidth: 420, mt: 1 }}>
        <Typography id={sliderId} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          tickNumber: {tickNumber}
        </Typography>
        <Slider
          size="small"
          min={2}
          max={16}
          value={tickNumber}
          onChange={(_event, value) => setTickNumber(value)}
          aria-labelledby={sliderId}
        />
      </Box>
      <LineChart
        height={300}
        xAxis={[
          { data: hours, min: 0, max: 24, tickInterval: [0, 6, 12, 18, 24], valueFormatter: (hour) => `${hour}:00` },
        ]}
        yAxis={[{ width: 40, tickNumber }]}
        series={[
          {
            data: price,
            label: 'Price',
            showMark: false,
            curve: 'stepAfter',
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(1)}/MWh`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
