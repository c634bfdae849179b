import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLineSeries, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Unique visitors of a recipe website in 2024, in thousands.
const visitors = [48.2, 51.0, 55.4, 49.8, 46.1, 42.7, 39.5, 41.2, 50.6, 57.9, 63.4, 71.8];

// Rendered as a child of LineChart, so it is drawn inside the chart's <svg> and can call the hooks.
function AverageMarker() {
  const theme = useTheme();
  const [series] = useLineSeries(); // every line series, in the order of the `series` prop
  const yScale = useYScale<'linear'>(); // value -> vertical pixel position
  const { left, width } = useDrawingArea(); // where the data is plotted
  if (!series) {
    return null;
  }
  const values = series.data.filter((value): value is number => value !== null);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const y = yScale(average);
  return (
    <g>
      <line
        x1={left}
        x2={left + width}
        y1={y}
        y2={y}
        stroke={theme.palette.text.secondary}
        strokeDasharray="5 4"
      />
      <text
        x={left + width - 4}
        y={y - 6}
        textAnchor="end"
        fontSize={12}
        fill={theme.palette.text.primary}
      >
        {`Average ${average.toFixed(1)}k`}
      </text>
    </g>
  );
}

export default function VisitorsAverageLine() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly unique visitors in 2024, with the yearly average
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 48, valueFormatter: (value: number) => `${value}k` }]}
        series={[
          {
            id: 'visitors',
            label: 'Visitors',
            data: visitors,
            valueFormatter: (value) => (value === null ? '' : `${value}k`),
          },
        ]}
      >
        <AverageMarker />
      </LineChart>
    </Box>
  );
}
