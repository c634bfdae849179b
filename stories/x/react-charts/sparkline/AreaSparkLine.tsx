import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Visitors of a museum website per hour on 3 June 2024, in hundreds.
const visitors = [2, 1, 1, 1, 2, 4, 9, 14, 18, 21, 24, 26, 25, 23, 22, 24, 27, 29, 25, 19, 14, 10, 6, 4];
// Units of one product in stock at the end of each day; restocked on the 8th and the 15th.
const stock = [40, 36, 31, 27, 22, 18, 12, 48, 44, 39, 35, 30, 24, 19, 50, 46];

export default function AreaSparkLine() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box component="figure" sx={{ m: 0, flex: 1 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          Website visitors per hour (area, natural curve)
        </Typography>
        <SparkLineChart
          height={64}
          data={visitors}
          area
          curve="natural"
          title="Website visitors per hour on 3 June 2024"
        />
      </Box>
      <Box component="figure" sx={{ m: 0, flex: 1 }}>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          Units in stock per day (step curve)
        </Typography>
        <SparkLineChart height={64} data={stock} curve="stepAfter" title="Units in stock at the end of each day" />
      </Box>
    </Stack>
  );
}
