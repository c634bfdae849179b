import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Electricity used by a household in 2024, in kWh: read from the meter until September, estimated after.
const metered = [412, 376, 338, 287, 241, 219, 226, 231, 262, null, null, null];
const estimated = [null, null, null, null, null, null, null, null, null, 318, 371, 405];

const patternId = 'estimated-usage-hatch';
const color = '#0369a1';

export default function PatternSeries() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Household electricity use, 2024 (hatched: estimated)
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 60, label: 'kWh' }]}
        series={[
          {
            data: metered,
            label: 'Metered',
            stack: 'usage',
            color,
            valueFormatter: (value) => (value === null ? null : `${value} kWh`),
          },
          {
            data: estimated,
            label: 'Estimated',
            stack: 'usage',
            color: `url(#${patternId})`,
            valueFormatter: (value) => (value === null ? null : `${value} kWh`),
          },
        ]}
      >
        <defs>
          {/* Diagonal stripes, 6 pixels apart, over a light tint of the same colour. */}
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill={color} fillOpacity={0.2} />
            <line x1="0" y1="0" x2="0" y2="6" stroke={color} strokeWidth="3" />
          </pattern>
        </defs>
      </BarChart>
    </Box>
  );
}
