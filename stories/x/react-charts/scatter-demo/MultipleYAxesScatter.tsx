import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Petrol hatchbacks and saloons on sale in 2024: engine power (kW), list price (thousand euros)
// and official fuel consumption (litres per 100 km).
const cars = [
  { model: 'A', power: 55, price: 17.9, fuel: 4.9 },
  { model: 'B', power: 66, price: 19.5, fuel: 5.1 },
  { model: 'C', power: 74, price: 22.8, fuel: 5.3 },
  { model: 'D', power: 81, price: 24.1, fuel: 5.6 },
  { model: 'E', power: 96, price: 28.4, fuel: 5.9 },
  { model: 'F', power: 110, price: 31.9, fuel: 6.2 },
  { model: 'G', power: 118, price: 35.5, fuel: 6.6 },
  { model: 'H', power: 135, price: 39.8, fuel: 7.0 },
  { model: 'I', power: 150, price: 44.2, fuel: 7.4 },
  { model: 'J', power: 180, price: 52.6, fuel: 8.1 },
  { model: 'K', power: 210, price: 61.3, fuel: 8.9 },
];

export default function MultipleYAxesScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Price and fuel consumption of petrol cars by engine power, 2024
      </Typography>
      <ScatterChart
        height={340}
        xAxis={[{ label: 'Engine power (kW)', min: 40, max: 220 }]}
        yAxis={[
          { id: 'price', label: 'List price (k€)', min: 0, max: 70, width: 52 },
          { id: 'fuel', label: 'Fuel (L/100 km)', position: 'right', min: 4, max: 10, width: 52 },
        ]}
        series={[
          {
            label: 'List price',
            yAxisId: 'price',
            data: cars.map(({ model, power, price }) => ({ id: `price-${model}`, x: power, y: price })),
            valueFormatter: (point) => (point === null ? '' : `€${point.y}k at ${point.x} kW`),
          },
          {
            label: 'Fuel consumption',
            yAxisId: 'fuel',
            data: cars.map(({ model, power, fuel }) => ({ id: `fuel-${model}`, x: power, y: fuel })),
            valueFormatter: (point) => (point === null ? '' : `${point.y} L/100 km at ${point.x} kW`),
          },
        ]}
      />
    </Box>
  );
}
