import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Support tickets of a software company in 2024, per channel.
const series = [
  { data: [420, 380, 450, 510], label: 'Email' },
  { data: [310, 340, 290, 360], label: 'Chat' },
  { data: [120, 95, 110, 130], label: 'Phone' },
];

export default function LegendPosition() {
  const [direction, setDirection] = React.useState('horizontal');
  const [vertical, setVertical] = React.useState('top');
  const [horizontal, setHorizontal] = React.useState('center');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Direction"
          value={direction}
          onChange={(_event, value) => value && setDirection(value)}
        >
          <ToggleButton value="horizontal">Horizontal</ToggleButton>
          <ToggleButton value="vertical">Vertical</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Vertical position"
          value={vertical}
          onChange={(_event, value) => value && setVertical(value)}
        >
          <ToggleButton value="top">Top</ToggleButton>
          <ToggleButton value="middle">Middle</ToggleButton>
          <ToggleButton value="bottom">Bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Horizontal position"
          value={horizontal}
          onChange={(_event, value) => value && setHorizontal(value)}
        >
          <ToggleButton value="start">Start</ToggleButton>
          <ToggleButton value="center">Center</ToggleButton>
          <ToggleButton value="end">End</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Support tickets per channel, 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={series}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Box>
  );
}
