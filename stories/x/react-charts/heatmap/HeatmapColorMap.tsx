import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

type MapType = 'continuous' | 'piecewise';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = ['Helsinki', 'Berlin', 'Paris', 'Madrid', 'Athens'];

// Average daily mean temperature per month, °C, 1991–2020 normals (rounded).
const temperatures = [
  [-4, -5, -1, 5, 11, 15, 18, 17, 12, 6, 2, -2],
  [1, 2, 5, 10, 14, 18, 20, 19, 15, 10, 5, 2],
  [5, 6, 9, 12, 16, 19, 21, 21, 17, 13, 8, 5],
  [6, 8, 11, 13, 17, 22, 26, 25, 21, 16, 10, 7],
  [10, 11, 13, 16, 21, 26, 29, 29, 24, 20, 15, 12],
];
const cells: HeatmapValueType[] = temperatures.flatMap((row, cityIndex) =>
  row.map((value, monthIndex): HeatmapValueType => [monthIndex, cityIndex, value]),
);

// Mixes two hex colours: t = 0 gives `from`, t = 1 gives `to`.
const mix = (from: string, to: string, t: number) => {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const rgb = [0, 1, 2].map((index) => Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * t));
  return `rgb(${rgb.join(', ')})`;
};

export default function HeatmapColorMap() {
  const [mapType, setMapType] = React.useState<MapType>('continuous');

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average temperature per month in five European capitals (°C)
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mapType}
        onChange={(_event, value: MapType | null) => value && setMapType(value)}
        aria-label="Colour map"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="continuous">Continuous</ToggleButton>
        <ToggleButton value="piecewise">Piecewise</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={300}
        xAxis={[{ data: months }]}
        yAxis={[{ data: cities, width: 70 }]}
        zAxis={[
          {
            colorMap:
              mapType === 'continuous'
                ? {
                    type: 'continuous',
                    min: -10,
                    max: 30,
                    // A function of t (0 at min, 1 at max): blue below 0 °C, white at 0 °C, red above.
                    color: (t) => (t < 0.25 ? mix('#2166ac', '#f7f7f7', t / 0.25) : mix('#f7f7f7', '#b2182b', (t - 0.25) / 0.75)),
                  }
                : {
                    type: 'piecewise',
                    // Four thresholds make five bands: below 0, 0–10, 10–20, 20–25 and 25 °C or more.
                    thresholds: [0, 10, 20, 25],
                    colors: ['#2166ac', '#92c5de', '#fddbc7', '#ef8a62', '#b2182b'],
                  },
          },
        ]}
        series={[{ label: 'Temperature', data: cells, valueFormatter: (cell) => `${cell[2]} °C` }]}
        hideLegend={false}
        // The legend follows the colour map: a gradient, or one mark per band.
        slots={{ legend: mapType === 'continuous' ? ContinuousColorLegend : PiecewiseColorLegend }}
      />
    </Box>
  );
}
