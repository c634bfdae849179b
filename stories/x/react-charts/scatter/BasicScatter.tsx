import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Used cars listed for sale in May 2024: age in years (x) and asking price in thousands of euros (y).
const hatchback = [
  { id: 'h1', x: 1, y: 21.4 },
  { id: 'h2', x: 2, y: 19.2 },
  { id: 'h3', x: 2, y: 18.1 },
  { id: 'h4', x: 3, y: 16.9 },
  { id: 'h5', x: 4, y: 15.2 },
  { id: 'h6', x: 5, y: 13.8 },
  { id: 'h7', x: 5, y: 12.6 },
  { id: 'h8', x: 7, y: 10.4 },
  { id: 'h9', x: 8, y: 9.1 },
  { id: 'h10', x: 10, y: 6.8 },
];
const suv = [
  { id: 's1', x: 1, y: 38.9 },
  { id: 's2', x: 2, y: 35.5 },
  { id: 's3', x: 3, y: 31.8 },
  { id: 's4', x: 3, y: 33.4 },
  { id: 's5', x: 4, y: 28.7 },
  { id: 's6', x: 6, y: 23.9 },
  { id: 's7', x: 6, y: 25.1 },
  { id: 's8', x: 8, y: 19.6 },
  { id: 's9', x: 9, y: 17.2 },
  { id: 's10', x: 11, y: 13.5 },
];

export default function BasicScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Age and asking price of used cars, May 2024
      </Typography>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Age (years)', min: 0 }]}
        yAxis={[{ label: 'Price (thousand EUR)', width: 56 }]}
        series={[
          { label: 'Hatchback', data: hatchback },
          { label: 'SUV', data: suv },
        ]}
        grid={{ horizontal: true, vertical: true }}
      />
    </Box>
  );
}
