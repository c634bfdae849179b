import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
// Support tickets closed by a help desk in September 2024.
const closed = [148, 171, 163, 189];

export default function BarLabelValue() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Support tickets closed per week, September 2024
      </Typography>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ width: 40 }]}
        // A dark bar colour keeps the white labels readable in light and dark mode.
        series={[{ data: closed, label: 'Tickets closed', color: '#3730a3' }]}
        barLabel="value"
        hideLegend
        sx={(theme) => ({
          [`& .${barLabelClasses.root}`]: {
            fill: theme.palette.common.white,
            fontWeight: theme.typography.fontWeightMedium,
          },
        })}
      />
    </Box>
  );
}
