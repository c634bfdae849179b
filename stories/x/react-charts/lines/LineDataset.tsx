import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Electricity generated in one country per year, in terawatt-hours.
const production = [
  { year: 2015, coal: 41.2, gas: 28.4, wind: 6.1, solar: 0.8 },
  { year: 2016, coal: 39.8, gas: 29.9, wind: 7.4, solar: 1.1 },
  { year: 2017, coal: 37.1, gas: 31.2, wind: 9.0, solar: 1.6 },
  { year: 2018, coal: 34.6, gas: 31.8, wind: 10.7, solar: 2.3 },
  { year: 2019, coal: 29.9, gas: 33.5, wind: 12.9, solar: 3.2 },
  { year: 2020, coal: 24.3, gas: 32.1, wind: 15.2, solar: 4.5 },
  { year: 2021, coal: 25.8, gas: 30.4, wind: 16.1, solar: 5.9 },
  { year: 2022, coal: 22.6, gas: 27.2, wind: 18.8, solar: 7.8 },
  { year: 2023, coal: 17.4, gas: 26.5, wind: 21.3, solar: 9.6 },
  { year: 2024, coal: 13.9, gas: 25.1, wind: 23.7, solar: 11.9 },
];

const formatTerawattHours = (value: number | null) => (value === null ? '' : `${value} TWh`);

export default function LineDataset() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, 2015 to 2024
      </Typography>
      <LineChart
        height={320}
        dataset={production}
        xAxis={[
          {
            dataKey: 'year',
            // Years are plain numbers: print them without a thousands separator, one tick per year at most.
            valueFormatter: (year: number) => String(year),
            tickMinStep: 1,
            // End the axis at the first and last year instead of rounding it out.
            domainLimit: 'strict',
          },
        ]}
        yAxis={[{ label: 'TWh', width: 48 }]}
        series={[
          { dataKey: 'coal', label: 'Coal', valueFormatter: formatTerawattHours },
          { dataKey: 'gas', label: 'Gas', valueFormatter: formatTerawattHours },
          { dataKey: 'wind', label: 'Wind', valueFormatter: formatTerawattHours },
          { dataKey: 'solar', label: 'Solar', valueFormatter: formatTerawattHours },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
