import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea, usePieSeries } from '@mui/x-charts/hooks';

// Electricity generated in one country in 2023, by source, in TWh.
const sources = [
  { id: 'wind', label: 'Wind', value: 139 },
  { id: 'coal', label: 'Coal', value: 132 },
  { id: 'gas', label: 'Gas', value: 77 },
  { id: 'solar', label: 'Solar', value: 62 },
  { id: 'biomass', label: 'Biomass', value: 45 },
  { id: 'hydro', label: 'Hydro', value: 20 },
  { id: 'other', label: 'Other', value: 25 },
];
const total = sources.reduce((sum, item) => sum + item.value, 0);
// The pie's outer radius, as a share of the largest radius that fits: the rest is room for labels.
const RADIUS_RATIO = 0.62;
// The height of a two-line label: labels on the same side are kept at least this far apart.
const LABEL_HEIGHT = 30;

// Draws a leader line and a two-line label (name and share) outside each slice.
function OutsideLabels() {
  const theme = useTheme();
  const series = usePieSeries('sources');
  const { left, top, width, height } = useDrawingArea();
  if (!series) return null;

  const cx = left + width / 2;
  const cy = top + height / 2;
  const radius = (RADIUS_RATIO * Math.min(width, height)) / 2;
  const labels = series.data.map((item) => {
    // Angles are in radians, 0 at twelve o'clock, clockwise.
    const angle = (item.startAngle + item.endAngle) / 2;
    return {
      id: item.id,
      label: typeof item.label === 'string' ? item.label : '',
      share: Math.round((item.value / total) * 100),
      right: Math.sin(angle) >= 0,
      start: [cx + (radius + 2) * Math.sin(angle), cy - (radius + 2) * Math.cos(angle)],
      x: cx + (radius + 14) * Math.sin(angle),
      y: cy - (radius + 14) * Math.cos(angle),
    };
  });
  // On each side, from top to bottom, push a label down when it would overlap the one above.
  [true, false].forEach((side) => {
    const column = labels.filter((label) => label.right === side).sort((a, b) => a.y - b.y);
    column.forEach((label, index) => {
      if (index > 0) label.y = Math.max(label.y, column[index - 1].y + LABEL_HEIGHT);
    });
  });

  return (
    // The chart is not mirrored in right-to-left pages, so the text anchors keep their left-to-right meaning.
    <g style={{ fontFamily: theme.typography.fontFamily, direction: 'ltr' }}>
      {labels.map(({ id, label, share, right, start, x, y }) => {
        const end = x + (right ? 10 : -10);
        const textX = end + (right ? 4 : -4);
        return (
          <g key={id}>
            <polyline
              points={`${start[0]},${start[1]} ${x},${y} ${end},${y}`}
              fill="none"
              stroke={theme.palette.text.secondary}
            />
            <text x={textX} y={y} textAnchor={right ? 'start' : 'end'} fontSize={12} fill={theme.palette.text.primary}>
              <tspan x={textX} dy="-0.25em">
                {label}
              </tspan>
              <tspan x={textX} dy="1.2em" fill={theme.palette.text.secondary}>
                {share}%
              </tspan>
            </text>
          </g>
        );
      })}
    </g>
  );
}

export default function PieOutsideLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, 2023
      </Typography>
      <PieChart
        height={320}
        series={[
          {
            id: 'sources',
            data: sources,
            outerRadius: `${RADIUS_RATIO * 100}%`,
            paddingAngle: 0.5,
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
        // The labels name every slice, so the legend is not needed.
        hideLegend
      >
        <OutsideLabels />
      </PieChart>
    </Box>
  );
}
