import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Occupancy of two car parks, in percent, each hour from 8:00 to 19:00 on 12 June 2024.
const carParks = [
  { name: 'Station', data: [62, 78, 91, 95, 96, 94, 93, 95, 92, 88, 80, 71] },
  { name: 'Riverside', data: [8, 11, 14, 17, 19, 22, 21, 18, 16, 15, 12, 9] },
];

export default function SparkLineYAxisRange() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
      }}
    >
      <span />
      <Typography variant="body2" color="text.secondary">
        Default y-axis
      </Typography>
      <Typography variant="body2" color="text.secondary">
        y-axis from 0 to 100%
      </Typography>
      {carParks.map((carPark) => (
        <React.Fragment key={carPark.name}>
          <Typography variant="body2">{carPark.name}</Typography>
          <SparkLineChart
            height={48}
            data={carPark.data}
            area
            title={`${carPark.name} car park occupancy, default y-axis`}
          />
          <SparkLineChart
            height={48}
            data={carPark.data}
            area
            yAxis={{ min: 0, max: 100 }}
            title={`${carPark.name} car park occupancy, y-axis from 0 to 100%`}
          />
        </React.Fragment>
      ))}
    </Box>
  );
}
