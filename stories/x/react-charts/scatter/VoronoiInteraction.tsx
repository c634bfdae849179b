import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Mode = 'nearest' | 'radius' | 'item';

// A small seeded random generator (mulberry32), so that the points are the same on every render.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Earthquakes recorded in one region during 2024: depth in kilometres and magnitude.
const random = createRandom(2024);
const quakes = Array.from({ length: 40 }, (_, index) => {
  const depth = Math.round(5 + random() * 95);
  const magnitude = Math.round((2.2 + random() * 2.6 + (depth > 60 ? 0.4 : 0)) * 10) / 10;
  return { id: `quake-${index}`, x: depth, y: magnitude };
});

export default function VoronoiInteraction() {
  const [mode, setMode] = React.useState<Mode>('nearest');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Depth and magnitude of earthquakes, 2024
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Pointer interaction"
        value={mode}
        onChange={(_event, value: Mode | null) => {
          if (value !== null) setMode(value);
        }}
        sx={{ mt: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="nearest">Nearest point</ToggleButton>
        <ToggleButton value="radius">Within 20 px</ToggleButton>
        <ToggleButton value="item">On the point</ToggleButton>
      </ToggleButtonGroup>
      <ScatterChart
        height={300}
        // 'nearest': Voronoi cells without a limit. 'radius': Voronoi cells up to 20 pixels away.
        // 'item': no Voronoi cells, the pointer has to be on a marker.
        disableVoronoi={mode === 'item'}
        voronoiMaxRadius={mode === 'radius' ? 20 : undefined}
        xAxis={[{ label: 'Depth (km)', min: 0, max: 100 }]}
        yAxis={[{ label: 'Magnitude', width: 48, min: 2 }]}
        series={[
          {
            label: 'Earthquakes',
            data: quakes,
            valueFormatter: (point) => (point === null ? '' : `Magnitude ${point.y} at ${point.x} km`),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
