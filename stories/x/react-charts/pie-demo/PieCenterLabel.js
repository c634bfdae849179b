import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Electricity used by one household in 2024, kWh, by use.
const uses = [
  { id: 'heating', label: 'Heating', value: 1380 },
  { id: 'kitchen', label: 'Kitchen', value: 720 },
  { id: 'laundry', label: 'Laundry', value: 510 },
  { id: 'lighting', label: 'Lighting', value: 330 },
  { id: 'electronics', label: 'Electronics', value: 460 },
  { id: 'other', label: 'Other', value: 240 },
];
const total = uses.reduce((sum, item) => sum + item.value, 0);

// A child of the chart is drawn inside its <svg>: the drawing area gives the centre of the donut.
function CentreLabel({ value, caption }) {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <text x={x} y={y} textAnchor="middle" style={{ fontFamily: theme.typography.fontFamily }}>
      <tspan x={x} dy="-0.2em" fontSize={24} fontWeight={600} fill={theme.palette.text.primary}>
        {value}
      </tspan>
      <tspan x={x} dy="1.5em" fontSize={13} fill={theme.palette.text.secondary}>
        {caption}
      </tspan>
    </text>
  );
}

export default function PieCenterLabel() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Household electricity use by purpose, 2024
      </Typography>
      <PieChart
        height={280}
        series={[
          {
            data: uses,
            innerRadius: '62%',
            paddingAngle: 1.5,
            cornerRadius: 3,
            valueFormatter: (item) =>
              `${item.value.toLocaleString('en-US')} kWh (${Math.round((item.value / total) * 100)}%)`,
          },
        ]}
      >
        <CentreLabel value={`${total.toLocaleString('en-US')} kWh`} caption="in 2024" />
      </PieChart>
    </Box>
  );
}
