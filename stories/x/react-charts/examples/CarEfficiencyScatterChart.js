import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Kerb weight (kg) and fuel or energy use of 16 family cars, model year 2024.
// Petrol cars in litres per 100 km; the electric ones converted to litres of petrol equivalent.
const petrol = [
  { id: 'p1', x: 1180, y: 5.4 },
  { id: 'p2', x: 1265, y: 5.9 },
  { id: 'p3', x: 1340, y: 6.3 },
  { id: 'p4', x: 1410, y: 6.1 },
  { id: 'p5', x: 1490, y: 7.0 },
  { id: 'p6', x: 1560, y: 7.4 },
  { id: 'p7', x: 1645, y: 7.9 },
  { id: 'p8', x: 1730, y: 8.6 },
];
const electric = [
  { id: 'e1', x: 1530, y: 1.6 },
  { id: 'e2', x: 1610, y: 1.7 },
  { id: 'e3', x: 1705, y: 1.9 },
  { id: 'e4', x: 1790, y: 1.9 },
  { id: 'e5', x: 1880, y: 2.1 },
  { id: 'e6', x: 1960, y: 2.2 },
  { id: 'e7', x: 2070, y: 2.4 },
  { id: 'e8', x: 2180, y: 2.6 },
];

const format = (point) => (point === null ? null : `${point.x.toLocaleString('en-US')} kg, ${point.y} l/100 km`);

export default function CarEfficiencyScatterChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Weight and consumption of family cars, 2024
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Kerb weight (kg)', min: 1000, max: 2300 }]}
        yAxis={[{ label: 'Litres per 100 km', width: 56, min: 0 }]}
        series={[
          { data: petrol, label: 'Petrol', valueFormatter: format },
          { data: electric, label: 'Electric (equivalent)', valueFormatter: format },
        ]}
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}
