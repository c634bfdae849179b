import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Household waste collected by a town in 2024, in tonnes.
const recycled = [1180, 1260, 1310, 1240];
const composted = [420, 690, 740, 510];
const landfilled = [980, 910, 870, 950];

const tonnes = (value) => (value === null ? '' : `${value.toLocaleString('en-US')} t`);

export default function SeriesLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Household waste by destination, 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 48 }]}
        series={[
          { data: recycled, label: 'Recycled', valueFormatter: tonnes },
          { data: composted, label: 'Composted', valueFormatter: tonnes },
          { data: landfilled, label: 'Landfilled', valueFormatter: tonnes },
        ]}
      />
    </Box>
  );
}
