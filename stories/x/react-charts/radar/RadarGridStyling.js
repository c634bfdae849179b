import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Tasting notes of two red wines by a panel of five, each trait scored from 0 to 5.
const traits = ['Acidity', 'Sweetness', 'Tannin', 'Body', 'Fruit', 'Finish'];

export default function RadarGridStyling() {
  const theme = useTheme();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Tasting profile of two red wines, scored from 0 to 5
      </Typography>
      <RadarChart
        height={340}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={[
          { label: 'Douro 2019', data: [3.2, 1.1, 4.4, 4.6, 3.9, 4.1] },
          { label: 'Beaujolais 2022', data: [3.8, 1.6, 1.9, 2.2, 4.7, 2.6] },
        ]}
        // One ring per point of the scale: the rings read 1, 2, 3, 4 and 5.
        radar={{ max: 5, metrics: traits }}
        divisions={5}
        // Index 0 is the innermost ring: shade rings 1, 3 and 5 (scores 0–1, 2–3 and 4–5).
        stripeColor={(index) => (index % 2 === 0 ? theme.palette.primary.main : 'none')}
        sx={{
          // The grid's parts carry the MuiRadarGrid-radial, -divider and -stripe classes.
          '& .MuiRadarGrid-stripe': { fillOpacity: 0.16 },
          '& .MuiRadarGrid-divider': { strokeDasharray: '3 3' },
        }}
      />
    </Box>
  );
}
