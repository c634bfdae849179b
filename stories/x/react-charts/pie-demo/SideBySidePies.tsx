import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { PieChart } from '@mui/x-charts/PieChart';

// Main way residents of one city travelled to work, 2014 and 2024 census, % of commuters.
const modes = ['Car', 'Public transport', 'Bicycle', 'Walking', 'Other'];
// One colour per mode, shared by both charts and the legend; dark enough for white labels.
const colors = ['#1565c0', '#ad1457', '#2e7d32', '#6a1b9a', '#5d4037'];
const years = [
  { year: 2014, shares: [48, 27, 11, 10, 4] },
  { year: 2024, shares: [34, 31, 19, 11, 5] },
];

export default function SideBySidePies() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        How commuters travelled to work, 2014 and 2024
      </Typography>
      {/* One legend for both charts. */}
      <Stack
        component="ul"
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, my: 1, justifyContent: 'center' }}
      >
        {modes.map((mode, index) => (
          <Stack key={mode} component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <ChartsLabelMark type="circle" color={colors[index]} />
            <Typography variant="body2">{mode}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {years.map(({ year, shares }) => (
          <Box key={year} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" align="center">
              {year}
            </Typography>
            <PieChart
              height={220}
              series={[
                {
                  data: modes.map((mode, index) => ({ id: mode, label: mode, value: shares[index], color: colors[index] })),
                  innerRadius: '45%',
                  arcLabel: (item) => `${item.value}%`,
                  arcLabelMinAngle: 25,
                  valueFormatter: (item) => `${item.value}% of commuters in ${year}`,
                },
              ]}
              hideLegend
              sx={{ '& .MuiPieArcLabel-root': { fontSize: 12, fill: '#fff' } }}
            />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
