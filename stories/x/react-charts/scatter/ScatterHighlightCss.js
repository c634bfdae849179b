import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart, scatterClasses } from '@mui/x-charts/ScatterChart';

// Smartphones reviewed in 2024: battery capacity (mAh) and measured screen-on time (hours).
const flagships = [
  [4400, 9.8],
  [4600, 10.4],
  [5000, 11.9],
  [4700, 10.1],
  [5100, 12.6],
  [4900, 11.2],
].map(([x, y], index) => ({ id: `flagship-${index}`, x, y }));
const midRange = [
  [5000, 13.1],
  [5200, 14.0],
  [4800, 12.2],
  [6000, 15.8],
  [5500, 14.7],
  [5000, 12.9],
].map(([x, y], index) => ({ id: `mid-${index}`, x, y }));

const formatPhone = (point) => (point === null ? '' : `${point.x.toLocaleString('en-US')} mAh, ${point.y} h`);

export default function ScatterHighlightCss() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Battery capacity and screen-on time of phones reviewed in 2024
      </Typography>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Battery (mAh)', min: 4000, max: 6500 }]}
        yAxis={[{ label: 'Screen-on time (h)', width: 48, min: 8 }]}
        series={[
          {
            id: 'flagship',
            label: 'Flagship',
            data: flagships,
            markerSize: 6,
            // Hovering a phone highlights its whole series and fades the other one.
            highlightScope: { highlight: 'series', fade: 'global' },
            valueFormatter: formatPhone,
          },
          {
            id: 'mid-range',
            label: 'Mid-range',
            data: midRange,
            markerSize: 6,
            highlightScope: { highlight: 'series', fade: 'global' },
            valueFormatter: formatPhone,
          },
        ]}
        sx={(theme) => ({
          // Every series is a group with the scatterClasses.root class and a data-series attribute;
          // each marker carries data-highlighted or data-faded while the pointer is over the chart.
          [`& .${scatterClasses.root}[data-series="flagship"] [data-highlighted]`]: {
            stroke: theme.palette.text.primary,
            strokeWidth: 2,
          },
          [`& .${scatterClasses.root}[data-series="mid-range"] [data-highlighted]`]: {
            stroke: theme.palette.text.primary,
            strokeWidth: 2,
            strokeDasharray: '3 2',
          },
          [`& .${scatterClasses.root} [data-faded]`]: { opacity: 0.15 },
        })}
      />
    </Box>
  );
}
