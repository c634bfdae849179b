import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'monotoneY',
  'bumpY',
];

// Price of one kilowatt-hour on a dynamic tariff, at each hour where it changed (22 March 2024).
const hours = [0, 3, 6, 7, 9, 12, 15, 17, 19, 21, 24];
const price = [0.19, 0.16, 0.22, 0.31, 0.27, 0.18, 0.2, 0.34, 0.38, 0.26, 0.21];

export default function InterpolationLine() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500, mb: 1.5 }}>
        Electricity price through the day, 22 March 2024
      </Typography>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ minWidth: 180 }}
      >
        {curves.map((item) => (
          <MenuItem key={item} value={item}>
            {item}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={280}
        xAxis={[{ data: hours, label: 'Hour', min: 0, max: 24, tickMinStep: 3 }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `€${value.toFixed(2)}` }]}
        series={[
          {
            data: price,
            label: 'Price per kWh',
            curve,
            valueFormatter: (value) => (value === null ? '' : `€${value.toFixed(2)} per kWh`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
