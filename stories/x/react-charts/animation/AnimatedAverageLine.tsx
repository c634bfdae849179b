import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

type Week = 'week 19' | 'week 20';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Steps walked per day, counted by a fitness tracker in May 2025.
const steps: Record<Week, number[]> = {
  'week 19': [6200, 7400, 5900, 8100, 6800, 11200, 9600],
  'week 20': [9100, 10400, 8800, 11900, 9700, 14300, 12600],
};

function AverageLine({ values }: { values: number[] }) {
  const theme = useTheme();
  const yScale = useYScale();
  const { left, width, top, height } = useDrawingArea();
  // Custom components do not see the chart's animation setting: honour the reader's preference here.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;

  const animated = useAnimate(
    { y: yScale(average) ?? 0 },
    {
      // On mount, rise from the bottom of the drawing area.
      initialProps: { y: top + height },
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: ({ y }) => ({ transform: `translate(0, ${y})` }),
      applyProps: (element: SVGGElement, { transform }) => element.setAttribute('transform', transform),
      skip: reducedMotion,
    },
  );

  return (
    <g {...animated}>
      <line x1={left} x2={left + width} stroke={theme.palette.text.primary} strokeWidth={2} strokeDasharray="6 4" />
      <text
        x={left + 6}
        y={-6}
        textAnchor="start"
        fill={theme.palette.text.primary}
        style={{ ...theme.typography.caption, fontWeight: 500 }}
      >
        Average {Math.round(average).toLocaleString('en-US')}
      </text>
    </g>
  );
}

export default function AnimatedAverageLine() {
  const [week, setWeek] = React.useState<Week>('week 19');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Daily steps, {week} of 2025
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Week"
        value={week}
        onChange={(_event, value: Week | null) => {
          if (value !== null) setWeek(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="week 19">Week 19</ToggleButton>
        <ToggleButton value="week 20">Week 20</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ width: 56, max: 16000 }]}
        series={[{ id: 'steps', data: steps[week], label: 'Steps', color: '#90caf9' }]}
      >
        <AverageLine values={steps[week]} />
      </BarChart>
    </Box>
  );
}
