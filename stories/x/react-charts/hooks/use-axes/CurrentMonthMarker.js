import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXAxis } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Volunteer hours logged by a food bank in 2025; the report was made in September.
const hours = [410, 385, 452, 470, 498, 512, 377, 341, 466, null, null, null];
const currentMonth = 'Sep';

// Reads the months axis by its id: its data gives the categories, its scale their position.
function TodayMarker() {
  const theme = useTheme();
  const axis = useXAxis('months');
  const { top, height } = useDrawingArea();
  if (axis.scaleType !== 'band' || !axis.data?.includes(currentMonth)) {
    return null;
  }
  const x = (axis.scale(currentMonth) ?? 0) + axis.scale.bandwidth() / 2;
  return (
    <g>
      <line x1={x} x2={x} y1={top} y2={top + height} stroke={theme.palette.text.primary} strokeWidth={1.5} />
      <text x={x + 6} y={top + 14} fontSize={12} fill={theme.palette.text.primary}>
        Now
      </text>
    </g>
  );
}

export default function CurrentMonthMarker() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Volunteer hours per month, 2025
      </Typography>
      <BarChart
        height={280}
        hideLegend
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[{ width: 44 }]}
        series={[{ id: 'hours', label: 'Volunteer hours', data: hours }]}
      >
        <TodayMarker />
      </BarChart>
    </Box>
  );
}
