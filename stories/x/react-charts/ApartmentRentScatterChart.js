import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Two-room flats listed in March 2024: floor area in square metres, asking rent in euros a month.
function toListings(city, listings) {
  return listings.map(([x, y], index) => ({ id: `${city}-${index}`, x, y }));
}

const lyon = toListings('lyon', [
  [38, 720],
  [44, 835],
  [47, 790],
  [52, 905],
  [58, 1010],
  [61, 960],
  [66, 1080],
  [72, 1135],
  [79, 1240],
  [85, 1210],
  [93, 1395],
  [104, 1510],
]);
const porto = toListings('porto', [
  [35, 640],
  [41, 655],
  [46, 745],
  [50, 790],
  [55, 760],
  [60, 880],
  [64, 925],
  [70, 940],
  [77, 1060],
  [83, 1105],
  [90, 1120],
  [98, 1290],
]);

const formatListing = (point) =>
  point === null ? '' : `${point.x} m² for €${point.y.toLocaleString('en-US')} a month`;

export default function ApartmentRentScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Floor area and monthly rent of two-room flats, March 2024
      </Typography>
      <ScatterChart
        height={320}
        skipAnimation
        series={[
          { label: 'Lyon', data: lyon, markerSize: 5, valueFormatter: formatListing },
          { label: 'Porto', data: porto, markerSize: 5, valueFormatter: formatListing },
        ]}
        xAxis={[{ label: 'Floor area (m²)', min: 30, max: 110 }]}
        yAxis={[{ label: 'Rent (EUR a month)', width: 64, min: 600 }]}
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}
