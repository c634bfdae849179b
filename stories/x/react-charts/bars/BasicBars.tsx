import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Books sold by one independent bookshop in the first half of 2024.
const online = [320, 285, 340, 410, 390, 455];
const inStore = [610, 540, 585, 620, 700, 735];

export default function BasicBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Books sold per month, January to June 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          { data: online, label: 'Online' },
          { data: inStore, label: 'In store' },
        ]}
      />
    </Box>
  );
}
