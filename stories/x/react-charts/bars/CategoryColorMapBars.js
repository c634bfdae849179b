import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Average rentals per day at one bike-sharing station, June 2024.
const rentals = [142, 138, 151, 147, 176, 264, 241];

export default function CategoryColorMapBars() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bike rentals per weekday, June 2024 (weekend in orange)
      </Typography>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            // Sat and Sun get the warning colour; every other day falls back to `unknownColor`.
            colorMap: {
              type: 'ordinal',
              values: ['Sat', 'Sun'],
              colors: [theme.palette.warning.main, theme.palette.warning.main],
              unknownColor: theme.palette.primary.main,
            },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: rentals, label: 'Rentals' }]}
        hideLegend
      />
    </Box>
  );
}
