import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Orders of an online toy shop, second half of 2024.
const orders = [612, 588, 640, 702, 1035, 1240];

// A callout above one bar: a short line and a label.
function Callout({ category, value, text }) {
  const theme = useTheme();
  const xScale = useXScale();
  const yScale = useYScale();
  // A band scale returns the start of the category; add half its bandwidth for the centre.
  const x = (xScale(category) ?? 0) + xScale.bandwidth() / 2;
  const y = yScale(value);
  return (
    <g>
      <line x1={x} x2={x} y1={y - 4} y2={y - 18} stroke={theme.palette.text.primary} />
      <text x={x} y={y - 24} textAnchor="middle" fontSize={12} fontWeight={600} fill={theme.palette.text.primary}>
        {text}
      </text>
    </g>
  );
}

export default function AnnotatedBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Orders per month, second half of 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        // A fixed maximum leaves room above the tallest bar for its callout.
        yAxis={[{ width: 44, max: 1500 }]}
        series={[{ data: orders, label: 'Orders' }]}
        hideLegend
      >
        <Callout category="Nov" value={1035} text="Black Friday" />
        <Callout category="Dec" value={1240} text="Record: 1,240" />
      </BarChart>
    </Box>
  );
}
