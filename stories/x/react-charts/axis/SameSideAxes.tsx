import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const METRES_TO_FEET = 3.28084;

// Distance along a mountain trail, in kilometres, and the altitude there, in metres.
const distance = [0, 1.5, 3, 4.5, 6, 7.5, 9, 10.5, 12];
const altitude = [1210, 1390, 1620, 1850, 2140, 2380, 2290, 2470, 2715];

export default function SameSideAxes() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Altitude along the Ridge Trail, in metres and feet
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ data: distance, label: 'Distance (km)' }]}
        // Two y-axes on the left: the first is drawn next to the chart, the second outside it.
        // Both show the same range, in two units, so they line up.
        yAxis={[
          { id: 'metres', min: 1000, max: 3000, label: 'm', width: 65 },
          {
            id: 'feet',
            min: 1000 * METRES_TO_FEET,
            max: 3000 * METRES_TO_FEET,
            label: 'ft',
            position: 'left',
            width: 65,
            tickInterval: [4000, 5000, 6000, 7000, 8000, 9000],
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
          },
        ]}
        series={[
          {
            data: altitude,
            label: 'Altitude',
            area: true,
            baseline: 'min',
            yAxisId: 'metres',
            valueFormatter: (value) =>
              value === null
                ? ''
                : `${value.toLocaleString('en-US')} m (${Math.round(value * METRES_TO_FEET).toLocaleString('en-US')} ft)`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
