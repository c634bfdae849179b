import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useChartsLocalization, useDrawingArea } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Orders per week of a small online bookshop, first eight weeks of 2024.
const orders = [184, 203, 197, 226, 241, 218, 256, 263];

// Grey placeholder bars with the loading message over them, drawn in the drawing area.
function LoadingBars() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const { localeText } = useChartsLocalization();
  const heights = [0.45, 0.6, 0.5, 0.7, 0.65, 0.55, 0.8, 0.75];
  const slot = width / heights.length;
  return (
    <g>
      {heights.map((ratio, index) => (
        <rect
          key={index}
          x={left + index * slot + slot * 0.2}
          y={top + height * (1 - ratio)}
          width={slot * 0.6}
          height={height * ratio}
          fill={theme.palette.action.hover}
        />
      ))}
      <text
        x={left + width / 2}
        y={top + height / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        fill={theme.palette.text.primary}
        style={theme.typography.body2}
      >
        {localeText.loading}
      </text>
    </g>
  );
}

export default function ChartOverlays() {
  const [status, setStatus] = React.useState('loaded');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Orders per week, first eight weeks of 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Data status"
        value={status}
        onChange={(_event, value) => value && setStatus(value)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="loaded">Loaded</ToggleButton>
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={280}
        loading={status === 'loading'}
        // The texts of both overlays.
        localeText={{ loading: 'Loading orders…', noData: 'No orders in this period' }}
        slots={{ loadingOverlay: LoadingBars }}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ width: 40, min: 0, max: 300 }]}
        series={[{ data: status === 'loaded' ? orders : [], label: 'Orders' }]}
        hideLegend
      />
    </Box>
  );
}
