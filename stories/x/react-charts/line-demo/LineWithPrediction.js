import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Subscribers of a streaming newsletter in 2024, in thousands: measured until June, predicted from July.
const measured = [12.4, 13.1, 14.0, 14.6, 15.5, 16.3, null, null, null, null, null, null];
const predicted = [null, null, null, null, null, 16.3, 17.0, 17.6, 18.5, 19.3, 20.0, 20.8];
const predictionStart = 'Jun';

// Shades the drawing area from the last measured month, where the prediction starts, to the right edge.
function PredictionArea() {
  const theme = useTheme();
  const { top, height, left, width } = useDrawingArea();
  const xScale = useXScale();
  const start = xScale(predictionStart) ?? left;
  return (
    <g>
      <rect x={start} y={top} width={left + width - start} height={height} fill={theme.palette.action.hover} />
      <text
        x={start + 8}
        y={top + 16}
        textAnchor="start"
        fill={theme.palette.text.secondary}
        // The chart is not mirrored in right-to-left pages: keep the label inside the shaded area.
        style={{ direction: 'ltr', fontFamily: theme.typography.fontFamily, fontSize: 12 }}
      >
        Prediction
      </text>
    </g>
  );
}

// The legend and tooltip mark of the prediction: a dashed line like the series.
function DashedMark({ className, color }) {
  return (
    <svg className={className} width={24} height={12} viewBox="0 0 24 12" aria-hidden>
      <line x1={1} y1={6} x2={23} y2={6} stroke={color} strokeWidth={3} strokeDasharray="6 4" />
    </svg>
  );
}

const thousands = (value) => (value === null ? null : `${value.toFixed(1)}k`);

export default function LineWithPrediction() {
  const theme = useTheme();
  // A darker teal on light backgrounds, a lighter one on dark backgrounds.
  const color = theme.palette.mode === 'dark' ? '#4db6ac' : '#00695c';
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Newsletter subscribers, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Subscribers (thousands)', width: 56, min: 10 }]}
        series={[
          { id: 'measured', data: measured, label: 'Measured', color, valueFormatter: thousands },
          // The prediction starts at the last measured value so that both lines join.
          {
            id: 'predicted',
            data: predicted,
            label: 'Predicted',
            color,
            showMark: false,
            labelMarkType: DashedMark,
            valueFormatter: (value, { dataIndex }) => (dataIndex === 5 ? null : thousands(value)),
          },
        ]}
        sx={{ [`& .${lineElementClasses.root}[data-series="predicted"]`]: { strokeDasharray: '6 4' } }}
      >
        <PredictionArea />
      </LineChart>
    </Box>
  );
}
