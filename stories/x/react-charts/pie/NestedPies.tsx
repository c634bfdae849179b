import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Smartphones sold by a phone shop in 2024: by operating system (inner ring),
// then by price range within each system (outer ring). Inner slices are the sums of their outer slices.
const systems = [
  { id: 'android', value: 1420, label: 'Android', color: '#166534' },
  { id: 'ios', value: 980, label: 'iOS', color: '#1e3a8a' },
];
const ranges = [
  { id: 'android-budget', value: 610, label: 'Android, under €300', color: '#4ade80' },
  { id: 'android-mid', value: 540, label: 'Android, €300 to €700', color: '#22c55e' },
  { id: 'android-premium', value: 270, label: 'Android, over €700', color: '#15803d' },
  { id: 'ios-mid', value: 390, label: 'iOS, €300 to €700', color: '#60a5fa' },
  { id: 'ios-premium', value: 590, label: 'iOS, over €700', color: '#2563eb' },
];

export default function NestedPies() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Smartphones sold in 2024, by system and price range
      </Typography>
      <PieChart
        height={280}
        series={[
          {
            id: 'systems',
            data: systems,
            outerRadius: '55%',
            arcLabel: 'label',
            valueFormatter: (item) => `${item.value} phones`,
          },
          {
            id: 'ranges',
            data: ranges,
            innerRadius: '60%',
            outerRadius: '95%',
            valueFormatter: (item) => `${item.value} phones`,
          },
        ]}
        // The tooltip names every slice; a legend of seven entries would not fit a phone screen.
        hideLegend
        sx={(theme) => ({
          [`& .${pieArcLabelClasses.root}`]: { fill: theme.palette.common.white, fontWeight: 500 },
          // Each series is a <g data-series="…">: a thin border between the outer slices.
          '& [data-series="ranges"] path': { stroke: theme.palette.background.paper, strokeWidth: 2 },
        })}
      />
    </Box>
  );
}
