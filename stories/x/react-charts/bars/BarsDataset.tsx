import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Average precipitation per month, in millimetres (rounded climate normals).
const precipitation = [
  { month: 'Jan', london: 55, paris: 47, madrid: 33 },
  { month: 'Feb', london: 41, paris: 41, madrid: 35 },
  { month: 'Mar', london: 42, paris: 45, madrid: 25 },
  { month: 'Apr', london: 44, paris: 50, madrid: 45 },
  { month: 'May', london: 49, paris: 62, madrid: 44 },
  { month: 'Jun', london: 45, paris: 50, madrid: 21 },
  { month: 'Jul', london: 45, paris: 62, madrid: 12 },
  { month: 'Aug', london: 50, paris: 52, madrid: 10 },
  { month: 'Sep', london: 49, paris: 48, madrid: 22 },
  { month: 'Oct', london: 69, paris: 60, madrid: 60 },
  { month: 'Nov', london: 59, paris: 52, madrid: 58 },
  { month: 'Dec', london: 55, paris: 58, madrid: 47 },
];

const formatMillimetres = (value: number | null) => (value === null ? '' : `${value} mm`);

export default function BarsDataset() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average monthly precipitation in three capitals
      </Typography>
      <BarChart
        height={320}
        dataset={precipitation}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ label: 'Precipitation (mm)', width: 56 }]}
        series={[
          { dataKey: 'london', label: 'London', valueFormatter: formatMillimetres },
          { dataKey: 'paris', label: 'Paris', valueFormatter: formatMillimetres },
          { dataKey: 'madrid', label: 'Madrid', valueFormatter: formatMillimetres },
        ]}
      />
    </Box>
  );
}
