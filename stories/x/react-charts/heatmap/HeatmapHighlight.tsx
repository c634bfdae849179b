import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const flavours = ['Vanilla', 'Chocolate', 'Strawberry', 'Pistachio', 'Lemon', 'Mango'];

// Scoops sold by an ice-cream chain, thousands, summer 2024.
const scoops = [
  [18, 26, 41, 55, 52, 24],
  [21, 28, 39, 49, 47, 26],
  [9, 17, 33, 42, 38, 12],
  [7, 11, 19, 24, 23, 10],
  [4, 10, 27, 44, 41, 13],
  [3, 8, 22, 37, 35, 9],
];
const cells: HeatmapValueType[] = scoops.flatMap((row, flavourIndex) =>
  row.map((value, monthIndex): HeatmapValueType => [monthIndex, flavourIndex, value]),
);

export default function HeatmapHighlight() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Ice-cream scoops sold per flavour and month, 2024 (thousands)
      </Typography>
      <Heatmap
        height={320}
        xAxis={[{ data: months }]}
        yAxis={[{ data: flavours, width: 80 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 60, color: ['#fff7ec', '#b30000'] } }]}
        series={[
          {
            label: 'Scoops',
            data: cells,
            valueFormatter: (cell) => `${cell[2]},000 scoops`,
            // Hovering a cell highlights it and fades every other cell.
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        sx={{
          [`& .${heatmapClasses.faded}`]: { opacity: 0.35 },
          [`& .${heatmapClasses.highlighted}`]: { stroke: theme.palette.text.primary, strokeWidth: 2 },
        }}
        hideLegend={false}
      />
    </Box>
  );
}
