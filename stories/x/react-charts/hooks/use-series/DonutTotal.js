import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea, usePieSeries } from '@mui/x-charts/hooks';

// Electricity generated in a mid-sized European country, by source, in terawatt-hours.
const mix = {
  2023: [
    { id: 'wind', label: 'Wind', value: 118 },
    { id: 'solar', label: 'Solar', value: 59 },
    { id: 'gas', label: 'Gas', value: 104 },
    { id: 'coal', label: 'Coal', value: 87 },
    { id: 'hydro', label: 'Hydro', value: 21 },
  ],
  2024: [
    { id: 'wind', label: 'Wind', value: 136 },
    { id: 'solar', label: 'Solar', value: 72 },
    { id: 'gas', label: 'Gas', value: 96 },
    { id: 'coal', label: 'Coal', value: 61 },
    { id: 'hydro', label: 'Hydro', value: 22 },
  ],
};

// Sums the slices of the first pie series and writes the total in the hole of the donut.
function DonutCentreLabel() {
  const theme = useTheme();
  const [series] = usePieSeries();
  const { left, top, width, height } = useDrawingArea();
  if (!series) {
    return null;
  }
  const total = series.data.reduce((sum, slice) => sum + slice.value, 0);
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (
    <text x={cx} y={cy} textAnchor="middle" fill={theme.palette.text.primary}>
      <tspan x={cx} dy="-0.2em" fontSize={22} fontWeight={600}>{`${total} TWh`}</tspan>
      <tspan x={cx} dy="1.4em" fontSize={12} fill={theme.palette.text.secondary}>
        in total
      </tspan>
    </text>
  );
}

export default function DonutTotal() {
  const [year, setYear] = React.useState('2024');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, {year}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Year"
        value={year}
        onChange={(_event, value) => value && setYear(value)}
        sx={{ my: 1 }}
      >
        <ToggleButton value="2023">2023</ToggleButton>
        <ToggleButton value="2024">2024</ToggleButton>
      </ToggleButtonGroup>
      <PieChart
        height={260}
        series={[
          {
            id: 'generation',
            data: mix[year],
            innerRadius: '62%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
      >
        <DonutCentreLabel />
      </PieChart>
    </Box>
  );
}
