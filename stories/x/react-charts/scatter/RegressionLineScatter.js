import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useScatterSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

// Days of June 2024 at a beach kiosk: highest temperature (°C) and ice creams sold.
const days = [
  [19, 112],
  [21, 148],
  [22, 161],
  [24, 214],
  [25, 198],
  [26, 246],
  [27, 259],
  [23, 187],
  [28, 301],
  [29, 322],
  [30, 334],
  [31, 371],
  [24, 203],
  [20, 131],
  [26, 232],
  [27, 281],
  [29, 309],
  [32, 388],
  [25, 219],
  [22, 170],
].map(([x, y], index) => ({ id: `june-${index + 1}`, x, y }));

// Least-squares line through the points: y = slope × x + intercept.
function fitLine(points) {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  const covariance = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  const slope = covariance / variance;
  return { slope, intercept: meanY - slope * meanX };
}

// A child of the chart: it reads the series and the scales from the chart and draws an SVG line.
function RegressionLine({ seriesId }) {
  const series = useScatterSeries(seriesId);
  const xScale = useXScale();
  const yScale = useYScale();
  const theme = useTheme();
  if (!series || series.data.length < 2) return null;

  const { slope, intercept } = fitLine(series.data);
  const [xMin, xMax] = xScale.domain();
  return (
    <line
      x1={xScale(xMin)}
      y1={yScale(slope * xMin + intercept)}
      x2={xScale(xMax)}
      y2={yScale(slope * xMax + intercept)}
      stroke={theme.palette.text.secondary}
      strokeWidth={2}
      strokeDasharray="6 4"
    />
  );
}

export default function RegressionLineScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Temperature and ice creams sold per day, June 2024, with a trend line
      </Typography>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Highest temperature (°C)', min: 18, max: 33 }]}
        yAxis={[{ label: 'Ice creams sold', width: 48, min: 0 }]}
        series={[
          {
            id: 'june',
            label: 'Days of June',
            data: days,
            valueFormatter: (point) => (point === null ? '' : `${point.x} °C: ${point.y} ice creams`),
          },
        ]}
        hideLegend
      >
        <RegressionLine seriesId="june" />
      </ScatterChart>
    </Box>
  );
}
