import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// New customers of an accounting firm per quarter of 2024.
const customers = [24, 31, 28, 39];

// Outlines the drawing area, the part of the SVG left for the bars once margins and axes are taken.
function DrawingAreaOutline() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <rect
      data-testid="drawing-area"
      x={left}
      y={top}
      width={width}
      height={height}
      fill="none"
      stroke={theme.palette.secondary.main}
      strokeDasharray="4 4"
    />
  );
}

export default function ChartLayout() {
  const [margin, setMargin] = React.useState(16);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        New customers per quarter, 2024
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360, mt: 1 }}>
        <Typography id="chart-layout-margin" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          Margin: {margin} px
        </Typography>
        <Slider
          value={margin}
          min={0}
          max={60}
          step={4}
          onChange={(_event, value) => setMargin(value)}
          aria-labelledby="chart-layout-margin"
        />
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        <BarChart
          height={260}
          margin={margin}
          xAxis={[{ scaleType: 'band', data: quarters, height: 28 }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: customers, label: 'New customers' }]}
          hideLegend
        >
          <DrawingAreaOutline />
        </BarChart>
      </Box>
    </Box>
  );
}
