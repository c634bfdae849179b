import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';

const weeks = ['6 Jan', '13 Jan', '20 Jan', '27 Jan', '3 Feb', '10 Feb', '17 Feb', '24 Feb'];
// Weekly closing prices of three fictional listed companies, in US dollars.
const stocks = [
  { id: 'nrth', label: 'NRTH', data: [142.1, 145.8, 143.2, 149.6, 152.3, 150.9, 156.4, 161.2] },
  { id: 'vltx', label: 'VLTX', data: [118.4, 121.0, 124.7, 122.9, 127.5, 131.8, 129.6, 134.0] },
  { id: 'brgh', label: 'BRGH', data: [128.9, 126.3, 122.8, 119.4, 117.0, 114.6, 112.1, 108.5] },
];

// Writes each series' label and last value at the end of its line, in the series' colour.
function EndLabels() {
  const theme = useTheme();
  const series = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastCategory = xAxis.data?.[xAxis.data.length - 1];
  const x = (xScale(lastCategory) ?? 0) + 8;
  return (
    <g>
      {series.map((item) => {
        const last = item.data[item.data.length - 1];
        if (last === null || last === undefined) {
          return null;
        }
        return (
          <text
            key={item.id}
            x={x}
            y={yScale(last)}
            dominantBaseline="central"
            fontSize={12}
            fontWeight={600}
            fill={theme.palette.text.primary}
          >
            <tspan fill={item.color}>● </tspan>
            {`${typeof item.label === 'string' ? item.label : item.id} ${last.toFixed(0)}`}
          </text>
        );
      })}
    </g>
  );
}

export default function LineEndLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Weekly closing price, January and February 2025 (USD)
      </Typography>
      <LineChart
        height={300}
        hideLegend
        margin={{ right: 84 }}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ width: 44 }]}
        series={stocks.map((stock) => ({
          ...stock,
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `$${value.toFixed(2)}`),
        }))}
      >
        <EndLabels />
      </LineChart>
    </Box>
  );
}
