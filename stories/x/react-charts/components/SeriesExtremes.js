import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly mean temperature of two cities, in °C.
const oslo = [-4.3, -4.0, -0.2, 4.5, 10.8, 15.2, 16.4, 15.2, 10.8, 6.3, 0.7, -3.1];
const lisbon = [11.6, 12.7, 14.9, 16.2, 18.7, 21.9, 23.7, 24.2, 22.6, 19.3, 15.4, 12.6];

// Marks the lowest and the highest value of every line series with a dot and its value.
function Extremes() {
  const theme = useTheme();
  const allSeries = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale();
  const yScale = useYScale();

  return (
    <g fontSize={12} fill={theme.palette.text.primary}>
      {allSeries.map((series) => {
        const values = series.data.filter((value) => value !== null);
        const extremes = [
          { value: Math.min(...values), dy: 18 },
          { value: Math.max(...values), dy: -10 },
        ];
        return extremes.map(({ value, dy }) => {
          const index = series.data.indexOf(value);
          const x = xScale(xAxis.data?.[index]) ?? 0;
          const y = yScale(value);
          return (
            <g key={`${series.id}-${dy}`}>
              <circle cx={x} cy={y} r={5} fill={series.color} stroke={theme.palette.background.paper} strokeWidth={2} />
              {/* Labels at the ends of the axis are aligned inwards, away from the axes. */}
              <text
                x={x}
                y={y + dy}
                textAnchor={index === 0 ? 'start' : index === series.data.length - 1 ? 'end' : 'middle'}
              >
                {`${value} °C`}
              </text>
            </g>
          );
        });
      })}
    </g>
  );
}

export default function SeriesExtremes() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly mean temperature in Oslo and Lisbon, with the coldest and warmest months
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 44, min: -10, max: 30, valueFormatter: (value) => `${value} °C` }]}
        series={[
          { id: 'oslo', data: oslo, label: 'Oslo', showMark: false, valueFormatter: (value) => `${value} °C` },
          { id: 'lisbon', data: lisbon, label: 'Lisbon', showMark: false, valueFormatter: (value) => `${value} °C` },
        ]}
      >
        <Extremes />
      </LineChart>
    </Box>
  );
}
