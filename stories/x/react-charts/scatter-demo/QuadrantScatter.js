import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// Features of a project-management app, Q2 2024: share of monthly active users who used the
// feature, and their average satisfaction with it (1 to 5).
const features = [
  { id: 'Boards', x: 82, y: 4.4 },
  { id: 'Comments', x: 74, y: 3.9 },
  { id: 'Calendar', x: 61, y: 4.2 },
  { id: 'Time tracking', x: 38, y: 4.5 },
  { id: 'Gantt view', x: 22, y: 4.3 },
  { id: 'Automations', x: 17, y: 4.6 },
  { id: 'Notifications', x: 88, y: 2.9 },
  { id: 'File storage', x: 57, y: 3.1 },
  { id: 'Search', x: 69, y: 2.6 },
  { id: 'Reports', x: 29, y: 2.8 },
  { id: 'Chat', x: 12, y: 3.0 },
  { id: 'Whiteboard', x: 8, y: 3.4 },
];
// The dividing lines: half of the users, and a satisfaction of 3.5.
const USAGE_SPLIT = 50;
const SATISFACTION_SPLIT = 3.5;

// Names the four quadrants in their outer corners.
function QuadrantLabels() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const style = { fontSize: 12, fontFamily: theme.typography.fontFamily, fill: theme.palette.text.secondary };
  return (
    // The chart is not mirrored in right-to-left pages: keep the text anchors left to right.
    <g style={{ direction: 'ltr' }}>
      <text x={left + 6} y={top + 14} style={style}>
        Promote
      </text>
      <text x={left + width - 6} y={top + 14} textAnchor="end" style={style}>
        Strengths
      </text>
      <text x={left + 6} y={top + height - 8} style={style}>
        Reconsider
      </text>
      <text x={left + width - 6} y={top + height - 8} textAnchor="end" style={style}>
        Fix first
      </text>
    </g>
  );
}

export default function QuadrantScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Feature usage and satisfaction, second quarter of 2024
      </Typography>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Monthly active users who used it (%)', min: 0, max: 100 }]}
        yAxis={[{ label: 'Satisfaction (1–5)', min: 2, max: 5, width: 48 }]}
        series={[
          {
            id: 'features',
            label: 'Features',
            data: features,
            markerSize: 6,
            valueFormatter: (point) =>
              point === null ? '' : `${point.id}: used by ${point.x}% of users, rated ${point.y}`,
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine x={USAGE_SPLIT} lineStyle={{ strokeDasharray: '4 4' }} />
        <ChartsReferenceLine y={SATISFACTION_SPLIT} lineStyle={{ strokeDasharray: '4 4' }} />
        <QuadrantLabels />
      </ScatterChart>
    </Box>
  );
}
