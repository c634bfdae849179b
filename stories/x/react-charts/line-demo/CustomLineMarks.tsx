import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];
// Passengers of a regional airport per year, in millions.
const passengers = [3.8, 4.1, 1.4, 1.9, 3.5, 4.3, 4.7];

// A mark drawn as a ring with the value written above it.
function ValueMark(props: MarkElementProps) {
  const { x, y, color, dataIndex, className } = props;
  const theme = useTheme();
  return (
    <g className={className}>
      <circle cx={x} cy={y} r={5} fill={theme.palette.background.paper} stroke={color} strokeWidth={2.5} />
      <text
        x={x}
        y={Number(y) - 12}
        textAnchor="middle"
        fill={theme.palette.text.primary}
        style={{ fontFamily: theme.typography.fontFamily, fontSize: 12, fontWeight: 500 }}
      >
        {passengers[dataIndex].toFixed(1)}M
      </text>
    </g>
  );
}

export default function CustomLineMarks() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Airport passengers per year (millions)
      </Typography>
      <LineChart
        height={300}
        // A band axis puts each point in the middle of its band, away from the y-axis.
        xAxis={[{ scaleType: 'band', data: years }]}
        // A fixed maximum leaves room for the label of the highest point.
        yAxis={[{ min: 0, max: 6, width: 40 }]}
        series={[
          {
            data: passengers,
            label: 'Passengers',
            curve: 'linear',
            // The theme's secondary colour is lighter in dark mode.
            color: theme.palette.secondary.main,
            valueFormatter: (value) => (value === null ? null : `${value} million`),
          },
        ]}
        slots={{ mark: ValueMark }}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
