import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Daily steps of one person over the first three weeks of September 2024.
const steps = [
  6210, 8940, 7420, 10380, 5120, 12650, 11240, 7010, 8320, 9150, 6480, 7790, 13420, 9870, 8010, 6950, 9420, 10110, 5870,
  11980, 10240,
];
const goal = 8000;

export default function SparkLineReferenceLine() {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 340 }}>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        Daily steps, 1 to 21 September 2024 (dashed line: 8,000 step goal)
      </Typography>
      <SparkLineChart
        height={72}
        data={steps}
        plotType="bar"
        yAxis={{ min: 0 }}
        showTooltip
        showHighlight
        valueFormatter={(value) => (value === null ? '' : `${value.toLocaleString('en-US')} steps`)}
        title="Daily steps over three weeks against an 8,000 step goal"
      >
        {/* Children are drawn inside the sparkline's <svg>, on top of the bars. */}
        <ChartsReferenceLine y={goal} lineStyle={{ strokeDasharray: '4 3' }} />
      </SparkLineChart>
    </Box>
  );
}
