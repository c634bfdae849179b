import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const assets = ['Stocks', 'Bonds', 'Gold', 'Oil', 'REITs', 'Cash'];

// Correlation of monthly returns between six asset classes, 2015–2024 (illustrative figures).
const correlations = [
  [1, 0.21, 0.08, 0.45, 0.78, -0.04],
  [0.21, 1, 0.32, -0.12, 0.41, 0.15],
  [0.08, 0.32, 1, 0.19, 0.12, 0.02],
  [0.45, -0.12, 0.19, 1, 0.33, -0.07],
  [0.78, 0.41, 0.12, 0.33, 1, 0.01],
  [-0.04, 0.15, 0.02, -0.07, 0.01, 1],
];
const cells = correlations.flatMap((row, rowIndex) => row.map((value, columnIndex) => [columnIndex, rowIndex, value]));

// Relative luminance of an "rgb(r, g, b)" or "#rrggbb" colour (WCAG formula).
function luminance(color) {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16))
    : (color.match(/\d+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// What the heatmap passes to the `cell` slot: the position and size of the cell, the pointer
// handlers and class names (in `other`), and the owner state with the value and the colour.

function LabelledCell({ ownerState, x, y, width, height, ...other }) {
  const value = cells[ownerState.dataIndex][2];
  // Dark or white text, whichever contrasts more with the cell.
  const textColor = luminance(ownerState.color) > 0.18 ? '#1b1b1b' : '#ffffff';
  return (
    <g>
      <rect
        {...other}
        x={x + 1}
        y={y + 1}
        width={width - 2}
        height={height - 2}
        rx={4}
        fill={ownerState.color}
        opacity={ownerState.isFaded ? 0.4 : 1}
      />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={12}
        fill={textColor}
        opacity={ownerState.isFaded ? 0.4 : 1}
        pointerEvents="none"
      >
        {value.toFixed(2)}
      </text>
    </g>
  );
}

// Blue for -1, near-white for 0, red for 1.
const mix = (from, to, t) =>
  `rgb(${from.map((channel, index) => Math.round(channel + (to[index] - channel) * t)).join(', ')})`;
const diverging = (t) =>
  t < 0.5 ? mix([33, 102, 172], [247, 247, 247], t * 2) : mix([247, 247, 247], [178, 24, 43], (t - 0.5) * 2);

export default function HeatmapCustomCell() {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Correlation of monthly returns between asset classes, 2015–2024
      </Typography>
      <Heatmap
        height={340}
        xAxis={[
          {
            data: assets,
            // Slanted labels, so that all of them fit on a phone.
            tickLabelStyle: { angle: -35, textAnchor: 'end' },
            height: 50,
          },
        ]}
        yAxis={[{ data: assets, width: 56 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: -1, max: 1, color: diverging } }]}
        series={[
          {
            label: 'Correlation',
            data: cells,
            valueFormatter: (cell) => cell[2].toFixed(2),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        slots={{ cell: LabelledCell }}
      />
    </Box>
  );
}
