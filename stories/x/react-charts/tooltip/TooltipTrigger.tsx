import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

const regions = ['North', 'East', 'South', 'West'];
// Units sold per region by a coffee machine maker, 2023 and 2024.
const series = [
  { id: 'y2023', data: [1240, 980, 1510, 860], label: '2023' },
  { id: 'y2024', data: [1385, 1120, 1460, 1030], label: '2024' },
];

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Tooltip trigger"
        value={trigger}
        onChange={(_event, value: Trigger | null) => value && setTrigger(value)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="axis">Axis</ToggleButton>
        <ToggleButton value="item">Item</ToggleButton>
        <ToggleButton value="none">None</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Coffee machines sold per region
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ width: 48 }]}
        series={series.map((item) => ({ ...item, valueFormatter: (value: number | null) => `${value?.toLocaleString('en-US')} units` }))}
        slotProps={{ tooltip: { trigger } }}
      />
    </Box>
  );
}
