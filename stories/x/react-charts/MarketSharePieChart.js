import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Share of e-bike units sold in 2024, in percent. The slice colours are dark enough
// for white labels in both light and dark mode.
const marketShare = [
  { id: 'voltway', label: 'Voltway', value: 31, color: '#1d4ed8' },
  { id: 'pedalix', label: 'Pedalix', value: 24, color: '#b45309' },
  { id: 'riverside', label: 'Riverside Cycles', value: 18, color: '#be123c' },
  { id: 'kinetica', label: 'Kinetica', value: 11, color: '#0e7490' },
  { id: 'others', label: 'Others', value: 16, color: '#4b5563' },
];

export default function MarketSharePieChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        E-bike market share by brand, 2024
      </Typography>
      <PieChart
        height={320}
        series={[
          {
            data: marketShare,
            innerRadius: '45%',
            paddingAngle: 1,
            cornerRadius: 4,
            arcLabel: (item) => `${item.value}%`,
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value}% of units sold`,
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
        sx={(theme) => ({
          [`& .${pieArcLabelClasses.root}`]: {
            fill: theme.palette.common.white,
            fontWeight: theme.typography.fontWeightMedium,
          },
        })}
      />
    </Box>
  );
}
