import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
// Heating energy used by an office building, in megawatt-hours: six measured months, three forecast.
const measured = [18, 17, 24, 41, 63, 82, null, null, null];
const forecast = [null, null, null, null, null, 82, 88, 74, 55];
const firstForecast = 'Dec';

// Shades the drawing area from the first forecast month to its right edge, over its full height.
function ForecastShade() {
  const theme = useTheme();
  const { top, height, left, width } = useDrawingArea();
  const xScale = useXScale();
  const start = xScale(firstForecast) ?? left;
  const right = left + width;
  return (
    <g>
      <rect x={start} y={top} width={right - start} height={height} fill={theme.palette.action.hover} />
      <text x={start + 6} y={top + 16} fontSize={12} fill={theme.palette.text.secondary}>
        Forecast
      </text>
    </g>
  );
}

export default function ForecastZone() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Heating energy per month, measured and forecast (MWh)
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'measured', label: 'Measured', data: measured },
          { id: 'forecast', label: 'Forecast', data: forecast },
        ]}
        sx={{ '& .MuiLineElement-series-forecast': { strokeDasharray: '6 4' } }}
      >
        <ForecastShade />
      </LineChart>
    </Box>
  );
}
