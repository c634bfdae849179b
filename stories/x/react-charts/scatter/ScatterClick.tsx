import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Flats sold in one district in 2024: floor area (m²) and sale price (thousand euros).
const flats = [
  { id: 'Rue Lamarck 12', x: 42, y: 318 },
  { id: 'Rue Caulaincourt 87', x: 58, y: 452 },
  { id: 'Rue des Abbesses 3', x: 35, y: 289 },
  { id: 'Rue Ordener 140', x: 71, y: 498 },
  { id: 'Rue Custine 22', x: 64, y: 471 },
  { id: 'Rue Marcadet 9', x: 88, y: 612 },
  { id: 'Rue Ramey 51', x: 49, y: 366 },
  { id: 'Rue Championnet 76', x: 95, y: 640 },
];

export default function ScatterClick() {
  const [clicked, setClicked] = React.useState<string | null>(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Flats sold in the district, 2024
      </Typography>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Floor area (m²)', min: 30, max: 100 }]}
        yAxis={[{ label: 'Price (thousand EUR)', width: 56, min: 250 }]}
        series={[
          {
            id: 'flats',
            label: 'Flats',
            data: flats,
            markerSize: 6,
            valueFormatter: (point) => (point === null ? '' : `${point.x} m² for €${point.y}k`),
          },
        ]}
        // With Voronoi cells (the default), a click selects the point nearest to the pointer.
        // The event is then the native one caught on the <svg>; the demo does not need it.
        onItemClick={(_event: unknown, { dataIndex }: ScatterItemIdentifier) => {
          const flat = flats[dataIndex];
          setClicked(`${flat.id}, ${flat.x} m², €${flat.y}k (€${Math.round((flat.y * 1000) / flat.x).toLocaleString('en-US')} per m²)`);
        }}
        hideLegend
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">Flat clicked: {clicked ?? 'none yet'}</Typography>
        <Button size="small" variant="outlined" disabled={clicked === null} onClick={() => setClicked(null)}>
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
