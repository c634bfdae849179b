import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Offset = 'diverging' | 'none';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Cash flow of a small bakery in 2025, in thousands of euros: money in is positive, money out negative.
const cashFlow = [
  { id: 'shop', label: 'Shop sales', data: [31, 29, 34, 36, 38, 41] },
  { id: 'catering', label: 'Catering', data: [6, 8, 5, 9, 12, 14] },
  { id: 'wages', label: 'Wages', data: [-18, -18, -19, -19, -20, -21] },
  { id: 'supplies', label: 'Flour and supplies', data: [-11, -10, -12, -12, -13, -14] },
  { id: 'rent', label: 'Rent and energy', data: [-7, -7, -6, -6, -5, -5] },
];

export default function DivergingStackBars() {
  const [stackOffset, setStackOffset] = React.useState<Offset>('diverging');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bakery cash flow, first half of 2025
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Stack offset"
        value={stackOffset}
        onChange={(_event, value: Offset | null) => {
          if (value !== null) setStackOffset(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="diverging">diverging</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Thousands of euros', width: 56 }]}
        series={cashFlow.map((item) => ({
          ...item,
          stack: 'cash',
          stackOffset,
          valueFormatter: (value: number | null) => (value === null ? '' : `€${value}k`),
        }))}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
