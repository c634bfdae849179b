import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { YAxis } from '@mui/x-charts/models';

// Net cash position of a small business at the end of each week, in thousands of euros (Q2 2024).
// It goes from −15 to 92.
const cash = [-15, -4, 12, 31, 27, 48, 62, 55, 71, 84, 92, 77, 88];

const variants: { label: string; domainLimit: YAxis['domainLimit'] }[] = [
  { label: "'nice' (default): rounded outwards", domainLimit: 'nice' },
  { label: "'strict': from -15 to 92 exactly", domainLimit: 'strict' },
  { label: 'a function: 10 more on each side', domainLimit: (min, max) => ({ min: min - 10, max: max + 10 }) },
];

export default function SparkLineDomainLimit() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {variants.map((variant) => (
        <Box component="figure" key={variant.label} sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary">
            domainLimit {variant.label}
          </Typography>
          <SparkLineChart
            height={72}
            data={cash}
            yAxis={{ domainLimit: variant.domainLimit }}
            // The frame shows the edges of the y-axis domain; the dashed line is zero.
            margin={0}
            sx={{ border: 1, borderColor: 'divider' }}
            title={`Weekly net cash position, y-axis domainLimit ${variant.label}`}
          >
            <ChartsReferenceLine y={0} lineStyle={{ strokeDasharray: '3 3' }} />
          </SparkLineChart>
        </Box>
      ))}
    </Box>
  );
}
