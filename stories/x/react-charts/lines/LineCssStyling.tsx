import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart, areaElementClasses, lineElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly recurring revenue of a software company in 2024, and the target set in its budget, in thousands of euros.
const revenue = [212, 219, 231, 238, 244, 257, 263, 270, 284, 296, 305, 318];
const target = [215, 222, 229, 236, 243, 250, 257, 264, 271, 278, 285, 292];

const gradientId = 'recurring-revenue-gradient';
const formatThousands = (value: number | null) => (value === null ? '' : `€${value}k`);

export default function LineCssStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly recurring revenue against target, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 48, min: 180, valueFormatter: (value: number) => `€${value}k` }]}
        series={[
          {
            id: 'revenue',
            data: revenue,
            label: 'Revenue',
            area: true,
            baseline: 'min',
            showMark: false,
            color: '#0d9488',
            valueFormatter: formatThousands,
          },
          { id: 'target', data: target, label: 'Target', showMark: false, color: '#64748b', valueFormatter: formatThousands },
        ]}
        sx={{
          // Lines and areas carry the series id in a data-series attribute.
          [`& .${lineElementClasses.root}[data-series="target"]`]: {
            strokeDasharray: '6 4',
            strokeWidth: 1.5,
          },
          [`& .${lineElementClasses.root}[data-series="revenue"]`]: { strokeWidth: 3 },
          [`& .${areaElementClasses.root}[data-series="revenue"]`]: { fill: `url(#${gradientId})` },
        }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#0d9488" stopOpacity={0.45} />
            <stop offset="100%" stopColor="#0d9488" stopOpacity={0} />
          </linearGradient>
        </defs>
      </LineChart>
    </Box>
  );
}
