import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Sessions on a website per month in 2024, in thousands, and the target for each month.
const sessions = [182, 176, 198, 205, 221, 214, 196, 188, 231, 247, 262, 255];
const target = [190, 190, 200, 200, 210, 210, 200, 200, 230, 240, 250, 250];
const previousYear = [151, 149, 166, 171, 180, 177, 160, 158, 190, 204, 219, 221];

// A custom mark: a dashed line, like the target series itself. It receives the series colour.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} width={16} height={8} viewBox="0 0 16 8" aria-hidden>
      <line x1={0} x2={16} y1={4} y2={4} stroke={color} strokeWidth={2} strokeDasharray="4 2" />
    </svg>
  );
}

export default function LabelMarkTypes() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Website sessions per month, thousands
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'sessions', data: sessions, label: '2024', labelMarkType: 'line', showMark: false },
          { id: 'previous', data: previousYear, label: '2023', labelMarkType: 'circle', showMark: true },
          { id: 'target', data: target, label: 'Target', labelMarkType: DashedMark, showMark: false },
        ]}
        sx={{ [`& .${lineElementClasses.root}[data-series="target"]`]: { strokeDasharray: '4 2' } }}
      />
    </Box>
  );
}
