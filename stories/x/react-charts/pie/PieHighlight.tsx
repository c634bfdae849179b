import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Where the visitors of an online shop came from in September 2024, in thousands of sessions.
const sources = [
  { id: 'search', value: 48.6, label: 'Search' },
  { id: 'direct', value: 31.2, label: 'Direct' },
  { id: 'social', value: 19.8, label: 'Social' },
  { id: 'email', value: 12.4, label: 'Email' },
  { id: 'referral', value: 7.9, label: 'Referral' },
];

export default function PieHighlight() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Sessions by traffic source, September 2024
      </Typography>
      <PieChart
        height={260}
        series={[
          {
            data: sources,
            innerRadius: '35%',
            outerRadius: '85%',
            paddingAngle: 1,
            cornerRadius: 4,
            // The hovered slice stands out; every other slice fades.
            highlightScope: { highlight: 'item', fade: 'global' },
            // Sizes and colours are overridden for the highlighted and the faded slices.
            highlighted: { additionalRadius: 10 },
            faded: { additionalRadius: -10, color: theme.palette.action.disabled },
            valueFormatter: (item) => `${item.value}k sessions`,
          },
        ]}
      />
    </Box>
  );
}
