import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
// Monthly revenue of a bicycle shop in thousands of euros: booked until December, forecast after.
const actual = [84, 79, 66, 52, 41, 58, null, null, null];
const forecast = [null, null, null, null, null, 58, 36, 39, 55];

/** A dashed line, like the forecast's own stroke. */
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 16 4" width={16} height={4} aria-hidden>
      <line x1={0} y1={2} x2={16} y2={2} stroke={color} strokeWidth={3} strokeDasharray="4 2" />
    </svg>
  );
}

export default function CustomLegendMark() {
  const euros = (value: number | null) => (value === null ? null : `€${value}k`);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bicycle shop revenue, July 2024 to March 2025
      </Typography>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 44, valueFormatter: (value: number) => `€${value}k` }]}
        series={[
          { id: 'actual', data: actual, label: 'Booked', valueFormatter: euros },
          // A component instead of 'line', 'square' or 'circle' draws the mark yourself.
          { id: 'forecast', data: forecast, label: 'Forecast', labelMarkType: DashedMark, valueFormatter: euros },
        ]}
        sx={{ [`& .${lineElementClasses.root}[data-series="forecast"]`]: { strokeDasharray: '8 4' } }}
      />
    </Box>
  );
}
