import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Average visitors per day at a city library in May 2024.
const visitors = [410, 385, 452, 437, 498, 620, 286];

export default function ResponsiveWidthChart() {
  const [containerWidth, setContainerWidth] = React.useState('full');

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Container width"
        value={containerWidth}
        onChange={(_event, value) => {
          if (value !== null) setContainerWidth(value);
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="full">Full width</ToggleButton>
        <ToggleButton value="half">Half width</ToggleButton>
      </ToggleButtonGroup>
      {/* The dashed box is the chart's parent: the chart only has a height and takes the box's width. */}
      <Box
        component="figure"
        sx={{
          m: 0,
          p: 1,
          width: containerWidth === 'full' ? '100%' : '50%',
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: 1,
        }}
      >
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Library visitors per weekday, May 2024
        </Typography>
        <BarChart
          height={240}
          skipAnimation
          hideLegend
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: visitors, label: 'Average visitors' }]}
          margin={{ right: 8 }}
        />
      </Box>
    </Box>
  );
}
