import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend, continuousColorLegendClasses } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';
type Direction = 'horizontal' | 'vertical';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1}`);
// Daily maximum UV index in Seville, 1 to 14 July 2024.
const uvIndex = [9, 10, 10, 9, 8, 9, 10, 11, 11, 10, 9, 7, 8, 10];

export default function ContinuousLegendOptions() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [reverse, setReverse] = React.useState(false);
  const [thickness, setThickness] = React.useState(12);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
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
        <FormControlLabel
          control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />}
          label="Reverse"
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: 200 }}>
          <Typography id="uv-thickness-label" variant="body2">
            Thickness
          </Typography>
          <Slider
            size="small"
            min={4}
            max={24}
            value={thickness}
            onChange={(_event, value) => setThickness(value as number)}
            valueLabelDisplay="auto"
            aria-labelledby="uv-thickness-label"
          />
        </Stack>
      </Stack>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily maximum UV index in Seville, July 2024
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: days, label: 'Day of July' }]}
        yAxis={[
          {
            width: 32,
            min: 0,
            max: 12,
            colorMap: { type: 'continuous', min: 0, max: 12, color: ['#facc15', '#7e22ce'] },
          },
        ]}
        series={[{ data: uvIndex, label: 'UV index' }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            minLabel: 'Low (0)',
            maxLabel: 'Extreme (12)',
            labelPosition,
            direction,
            reverse,
            thickness,
            sx: {
              ...(direction === 'horizontal' ? { width: 300, maxWidth: '100%' } : { height: 200 }),
              [`& .${continuousColorLegendClasses.label}`]: { whiteSpace: 'nowrap' },
            },
          },
        }}
      />
    </Box>
  );
}
