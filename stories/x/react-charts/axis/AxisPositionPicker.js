import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const depths = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
// Water temperature of a lake at each depth on 15 August 2024, in °C.
const temperature = [22.4, 22.1, 21.6, 19.8, 14.2, 9.6, 7.4, 6.5, 6.1, 5.9, 5.8];

export default function AxisPositionPicker() {
  const [xPosition, setXPosition] = React.useState('bottom');
  const [yPosition, setYPosition] = React.useState('left');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Lake water temperature by depth, 15 August 2024
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Position of the x-axis"
          value={xPosition}
          onChange={(_event, value) => {
            if (value !== null) setXPosition(value);
          }}
        >
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Position of the y-axis"
          value={yPosition}
          onChange={(_event, value) => {
            if (value !== null) setYPosition(value);
          }}
        >
          <ToggleButton value="left">left</ToggleButton>
          <ToggleButton value="right">right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ data: depths, label: 'Depth (m)', position: xPosition }]}
        yAxis={[{ label: 'Temperature (°C)', position: yPosition }]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
