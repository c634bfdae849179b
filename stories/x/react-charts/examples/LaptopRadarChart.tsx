import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Scores out of 10 from a magazine review of two 14-inch laptops.
const metrics = ['Performance', 'Battery', 'Display', 'Keyboard', 'Weight', 'Price'];

export default function LaptopRadarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Review scores of two laptops (out of 10)
      </Typography>
      <RadarChart
        height={320}
        radar={{ max: 10, metrics }}
        series={[
          { label: 'Aero 14', data: [6, 9, 7, 8, 9, 6], fillArea: true },
          { label: 'Titan 14', data: [9, 6, 9, 7, 5, 5], fillArea: true },
        ]}
      />
    </Box>
  );
}
