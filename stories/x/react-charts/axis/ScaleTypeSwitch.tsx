import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type ValueScale = 'linear' | 'log' | 'sqrt';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12', 'W13', 'W14', 'W15', 'W16'];
// Laboratory-confirmed influenza cases per week in one region, winter 2023-24.
const cases = [3, 7, 15, 34, 80, 170, 390, 820, 1540, 2410, 2980, 2650, 1900, 1180, 640, 310];

export default function ScaleTypeSwitch() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('linear');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Confirmed influenza cases per week
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Scale type of the y-axis"
        value={scaleType}
        onChange={(_event, value: ValueScale | null) => {
          if (value !== null) setScaleType(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
        <ToggleButton value="sqrt">sqrt</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ scaleType, label: 'Cases' }]}
        series={[{ data: cases, label: 'Confirmed cases' }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
