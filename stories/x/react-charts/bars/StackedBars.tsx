import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Electricity generated in a small country, in terawatt-hours per year.
const generation = [
  { year: '2020', hydro: 21.4, wind: 8.2, solar: 2.1, gas: 14.8 },
  { year: '2021', hydro: 20.1, wind: 9.6, solar: 2.9, gas: 14.1 },
  { year: '2022', hydro: 18.7, wind: 11.3, solar: 4.0, gas: 12.9 },
  { year: '2023', hydro: 21.0, wind: 12.8, solar: 5.4, gas: 10.2 },
  { year: '2024', hydro: 20.6, wind: 14.5, solar: 7.1, gas: 8.6 },
];

const formatTerawattHours = (value: number | null) => (value === null ? '' : `${value} TWh`);

export default function StackedBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, 2020 to 2024
      </Typography>
      <BarChart
        height={320}
        dataset={generation}
        xAxis={[{ scaleType: 'band', dataKey: 'year' }]}
        yAxis={[{ label: 'Generation (TWh)', width: 56 }]}
        // Series that share a `stack` value are piled up in the order they are listed.
        series={[
          { dataKey: 'hydro', label: 'Hydro', stack: 'total', valueFormatter: formatTerawattHours },
          { dataKey: 'wind', label: 'Wind', stack: 'total', valueFormatter: formatTerawattHours },
          { dataKey: 'solar', label: 'Solar', stack: 'total', valueFormatter: formatTerawattHours },
          { dataKey: 'gas', label: 'Natural gas', stack: 'total', valueFormatter: formatTerawattHours },
        ]}
      />
    </Box>
  );
}
