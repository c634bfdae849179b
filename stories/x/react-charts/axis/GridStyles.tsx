import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Twenty hotels of a city: price of a double room per night (€) and average guest rating (out of 10).
const hotels = [
  { id: 1, x: 68, y: 7.1 },
  { id: 2, x: 74, y: 7.6 },
  { id: 3, x: 82, y: 6.8 },
  { id: 4, x: 89, y: 8.0 },
  { id: 5, x: 95, y: 7.4 },
  { id: 6, x: 104, y: 8.3 },
  { id: 7, x: 112, y: 7.9 },
  { id: 8, x: 118, y: 8.6 },
  { id: 9, x: 126, y: 8.1 },
  { id: 10, x: 134, y: 8.8 },
  { id: 11, x: 142, y: 7.7 },
  { id: 12, x: 155, y: 8.9 },
  { id: 13, x: 163, y: 8.4 },
  { id: 14, x: 178, y: 9.1 },
  { id: 15, x: 189, y: 8.7 },
  { id: 16, x: 204, y: 9.2 },
  { id: 17, x: 226, y: 8.9 },
  { id: 18, x: 248, y: 9.4 },
  { id: 19, x: 275, y: 9.0 },
  { id: 20, x: 310, y: 9.5 },
];

export default function GridStyles() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Hotel price and guest rating
      </Typography>
      <ScatterChart
        height={300}
        grid={{ horizontal: true, vertical: true }}
        xAxis={[{ label: 'Price per night (€)', min: 50 }]}
        yAxis={[{ label: 'Rating', min: 6, max: 10, tickInterval: [6, 7, 8, 9, 10] }]}
        series={[
          {
            data: hotels,
            label: 'Hotels',
            valueFormatter: (hotel) => (hotel === null ? '' : `€${hotel.x} per night, rated ${hotel.y}`),
          },
        ]}
        hideLegend
        sx={{
          // Every grid line: dashed.
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
          // The vertical lines, drawn at the ticks of the x-axis: fainter.
          [`& .${chartsGridClasses.verticalLine}`]: { strokeOpacity: 0.5 },
        }}
      />
    </Box>
  );
}
