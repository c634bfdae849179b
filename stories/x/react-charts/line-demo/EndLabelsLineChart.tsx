import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Share of new cars sold in one country by fuel type, in %.
const series = [
  { id: 'petrol', label: 'Petrol', data: [58, 56, 55, 54, 51, 42, 36, 31, 27, 24] },
  { id: 'diesel', label: 'Diesel', data: [38, 38, 36, 33, 31, 25, 18, 13, 10, 8] },
  { id: 'hybrid', label: 'Hybrid', data: [3, 4, 6, 8, 10, 21, 29, 33, 36, 38] },
  { id: 'electric', label: 'Electric', data: [1, 2, 3, 5, 8, 12, 17, 23, 27, 30] },
];

// Writes each series' name next to its last point, in the series colour.
function EndLabels() {
  const theme = useTheme();
  const lineSeries = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {lineSeries.map((item) => {
        const lastIndex = item.data.length - 1;
        const value = item.data[lastIndex];
        if (value == null) return null;
        return (
          <text
            key={item.id}
            x={(xScale(years[lastIndex]) ?? 0) + 8}
            y={yScale(value)}
            dominantBaseline="central"
            textAnchor="start"
            fill={item.color}
            // The x-axis runs left to right in right-to-left pages too: keep the text after the point.
            style={{ direction: 'ltr', fontFamily: theme.typography.fontFamily, fontSize: 13, fontWeight: 600 }}
          >
            {typeof item.label === 'string' ? item.label : item.id}
          </text>
        );
      })}
    </g>
  );
}

export default function EndLabelsLineChart() {
  const theme = useTheme();
  // Darker shades in light mode and lighter ones in dark mode keep the labels readable.
  const colors =
    theme.palette.mode === 'dark'
      ? ['#ffb74d', '#b0bec5', '#81c784', '#64b5f6']
      : ['#e65100', '#546e7a', '#2e7d32', '#1565c0'];
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        New car sales by fuel type (% of sales)
      </Typography>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: years, valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ width: 40, min: 0, max: 60, valueFormatter: (value: number) => `${value}%` }]}
        // Room on the right for the labels, which replace the legend.
        margin={{ right: 72 }}
        series={series.map((item, index) => ({
          ...item,
          color: colors[index],
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? null : `${value}%`),
        }))}
        hideLegend
        grid={{ horizontal: true }}
      >
        <EndLabels />
      </LineChart>
    </Box>
  );
}
