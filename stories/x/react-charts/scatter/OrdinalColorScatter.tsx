import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const districts = ['Centre', 'University', 'Suburbs'];
const districtColors = ['#1976d2', '#ed6c02', '#2e7d32'];

// Flats to rent in one city, June 2024: floor area in m² (x), monthly rent in euros (y)
// and district (z, shown as colour).
const flats = [
  { id: 'f1', x: 38, y: 1240, z: 'Centre' },
  { id: 'f2', x: 52, y: 1580, z: 'Centre' },
  { id: 'f3', x: 71, y: 1990, z: 'Centre' },
  { id: 'f4', x: 85, y: 2310, z: 'Centre' },
  { id: 'f5', x: 24, y: 690, z: 'University' },
  { id: 'f6', x: 31, y: 820, z: 'University' },
  { id: 'f7', x: 46, y: 1050, z: 'University' },
  { id: 'f8', x: 60, y: 1290, z: 'University' },
  { id: 'f9', x: 68, y: 1120, z: 'Suburbs' },
  { id: 'f10', x: 82, y: 1340, z: 'Suburbs' },
  { id: 'f11', x: 95, y: 1480, z: 'Suburbs' },
  { id: 'f12', x: 110, y: 1650, z: 'Suburbs' },
];

export default function OrdinalColorScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Rent and floor area of flats, coloured by district
      </Typography>
      {/* A key for the colours: the chart's legend lists series, not z values. */}
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {districts.map((district, index) => (
          <Stack key={district} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: districtColors[index] }} />
            <Typography variant="body2">{district}</Typography>
          </Stack>
        ))}
      </Stack>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Floor area (m²)', min: 20, max: 120 }]}
        yAxis={[{ label: 'Rent per month (EUR)', width: 64 }]}
        // Each point's z value is a district name; the ordinal map gives each name its colour.
        zAxis={[{ colorMap: { type: 'ordinal', values: districts, colors: districtColors } }]}
        series={[
          {
            label: 'Flats',
            data: flats,
            valueFormatter: (point) => (point === null ? '' : `${point.z}: ${point.x} m², €${point.y} a month`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
