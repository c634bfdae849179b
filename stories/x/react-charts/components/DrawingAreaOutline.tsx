import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Visitors to a city museum during the first week of April 2024.
const visitors = [1240, 980, 1105, 1190, 1420, 2310, 2150];

// Outlines the drawing area and writes its position and size in its top-left corner.
function DrawingAreaInfo() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="none" stroke={theme.palette.text.secondary} strokeDasharray="4 4" />
      <text x={left + 8} y={top + 18} fill={theme.palette.text.primary} fontSize={12}>
        {`left ${Math.round(left)}, top ${Math.round(top)}, ${Math.round(width)} × ${Math.round(height)} px`}
      </text>
    </g>
  );
}

export default function DrawingAreaOutline() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Museum visitors per day, first week of April 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 48, min: 0, max: 2500 }]}
        series={[{ data: visitors, label: 'Visitors' }]}
        hideLegend
      >
        {/* Children are rendered inside the chart's <svg>, after the series and axes. */}
        <DrawingAreaInfo />
      </LineChart>
    </Box>
  );
}
