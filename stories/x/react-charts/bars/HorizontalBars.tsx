import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Loans of a city library in 2024, by genre, in thousands.
const loans = [
  { genre: 'Crime, thrillers', loans: 48.2 },
  { genre: 'Picture books', loans: 41.7 },
  { genre: 'Literary fiction', loans: 33.5 },
  { genre: 'Biography', loans: 21.9 },
  { genre: 'Fantasy, sci-fi', loans: 19.4 },
  { genre: 'Travel guides', loans: 9.8 },
];

export default function HorizontalBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Library loans by genre, 2024
      </Typography>
      <BarChart
        height={320}
        layout="horizontal"
        dataset={loans}
        // With a horizontal layout, the band axis is the y-axis and the values go along the x-axis.
        yAxis={[{ scaleType: 'band', dataKey: 'genre', width: 120 }]}
        xAxis={[{ label: 'Loans (thousands)' }]}
        series={[
          {
            dataKey: 'loans',
            label: 'Loans',
            valueFormatter: (value) => (value === null ? '' : `${(value * 1000).toLocaleString('en-US')} loans`),
          },
        ]}
        hideLegend
        grid={{ vertical: true }}
      />
    </Box>
  );
}
