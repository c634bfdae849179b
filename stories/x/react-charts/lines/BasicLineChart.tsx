import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Age of two puppies in weeks, at each visit to the vet; the visits are not evenly spaced.
const ageInWeeks = [8, 10, 12, 16, 20, 26, 34, 52];
// Weight in kilograms at each visit.
const labrador = [5.1, 6.8, 8.9, 12.6, 16.4, 21.8, 26.5, 30.2];
const beagle = [2.9, 3.7, 4.6, 6.3, 7.9, 9.6, 10.9, 11.8];

const formatKilograms = (value: number | null) => (value === null ? '' : `${value} kg`);

export default function BasicLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Puppy weight at each vet visit
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: ageInWeeks, label: 'Age (weeks)' }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: labrador, label: 'Labrador', valueFormatter: formatKilograms },
          { data: beagle, label: 'Beagle', valueFormatter: formatKilograms },
        ]}
      />
    </Box>
  );
}
