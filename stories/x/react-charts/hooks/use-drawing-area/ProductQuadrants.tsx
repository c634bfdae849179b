import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Headphones sold by an electronics retailer: price in euros and average customer rating.
const products = [
  { id: 1, x: 39, y: 3.6 },
  { id: 2, x: 49, y: 4.1 },
  { id: 3, x: 59, y: 3.2 },
  { id: 4, x: 79, y: 4.4 },
  { id: 5, x: 89, y: 3.9 },
  { id: 6, x: 119, y: 4.6 },
  { id: 7, x: 129, y: 3.4 },
  { id: 8, x: 149, y: 4.2 },
  { id: 9, x: 199, y: 4.7 },
  { id: 10, x: 229, y: 3.7 },
  { id: 11, x: 279, y: 4.5 },
  { id: 12, x: 329, y: 4.8 },
];

// Splits the drawing area in four quadrants and names each one in its outer corner.
function Quadrants() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const midX = left + width / 2;
  const midY = top + height / 2;
  const pad = 8;
  const labelProps = { fontSize: 12, fill: theme.palette.text.secondary };
  return (
    <g>
      <line x1={midX} x2={midX} y1={top} y2={top + height} stroke={theme.palette.divider} strokeDasharray="4 4" />
      <line x1={left} x2={left + width} y1={midY} y2={midY} stroke={theme.palette.divider} strokeDasharray="4 4" />
      <text {...labelProps} x={left + pad} y={top + pad} dominantBaseline="hanging">
        Bargains
      </text>
      <text {...labelProps} x={left + width - pad} y={top + pad} dominantBaseline="hanging" textAnchor="end">
        Premium
      </text>
      <text {...labelProps} x={left + pad} y={top + height - pad}>
        Budget
      </text>
      <text {...labelProps} x={left + width - pad} y={top + height - pad} textAnchor="end">
        Overpriced
      </text>
    </g>
  );
}

export default function ProductQuadrants() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Headphones: price against customer rating
      </Typography>
      <ScatterChart
        height={320}
        hideLegend
        xAxis={[{ min: 0, max: 350, label: 'Price (€)' }]}
        yAxis={[{ min: 3, max: 5, width: 48, label: 'Rating' }]}
        series={[
          {
            id: 'headphones',
            label: 'Headphones',
            data: products,
            valueFormatter: (value) => (value ? `€${value.x}, rated ${value.y}` : ''),
          },
        ]}
      >
        <Quadrants />
      </ScatterChart>
    </Box>
  );
}
