import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';
type Direction = 'horizontal' | 'vertical';
type MarkType = 'square' | 'circle' | 'line';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Day-ahead electricity price in one market on 12 March 2024, in euros per megawatt-hour.
const price = [62, 58, 55, 54, 56, 63, 81, 104, 112, 96, 78, 66, 58, 55, 61, 74, 92, 128, 141, 119, 98, 84, 73, 66];

export default function PiecewiseLegendOptions() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [markType, setMarkType] = React.useState<MarkType>('square');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Label position"
          value={labelPosition}
          onChange={(_event, value: LabelPosition | null) => value && setLabelPosition(value)}
        >
          <ToggleButton value="start">Start</ToggleButton>
          <ToggleButton value="end">End</ToggleButton>
          <ToggleButton value="extremes">Extremes</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Direction"
          value={direction}
          onChange={(_event, value: Direction | null) => value && setDirection(value)}
        >
          <ToggleButton value="horizontal">Horizontal</ToggleButton>
          <ToggleButton value="vertical">Vertical</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Mark type"
          value={markType}
          onChange={(_event, value: MarkType | null) => value && setMarkType(value)}
        >
          <ToggleButton value="square">Square</ToggleButton>
          <ToggleButton value="circle">Circle</ToggleButton>
          <ToggleButton value="line">Line</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Hourly electricity price, 12 March 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00`, min: 0, max: 23 }]}
        yAxis={[
          {
            width: 48,
            valueFormatter: (value: number) => `€${value}`,
            // The line changes colour where the price crosses 70 and 100 €/MWh.
            colorMap: { type: 'piecewise', thresholds: [70, 100], colors: ['#15803d', '#b45309', '#b91c1c'] },
          },
        ]}
        series={[{ data: price, label: 'Price', showMark: false, valueFormatter: (value) => `€${value}/MWh` }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{ legend: { axisDirection: 'y', labelPosition, direction, markType } }}
      />
    </Box>
  );
}
