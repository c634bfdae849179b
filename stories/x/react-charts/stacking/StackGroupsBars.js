import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];
// Bikes sold by a cycle shop chain, by region and type, in 2024 and 2025.
const sales = [
  { id: 'city-2024', label: 'City bikes 2024', stack: '2024', data: [420, 380, 510, 290] },
  { id: 'ebike-2024', label: 'E-bikes 2024', stack: '2024', data: [260, 210, 340, 180] },
  { id: 'city-2025', label: 'City bikes 2025', stack: '2025', data: [400, 360, 470, 300] },
  { id: 'ebike-2025', label: 'E-bikes 2025', stack: '2025', data: [390, 300, 450, 260] },
];

export default function StackGroupsBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bikes sold by region, 2024 and 2025
      </Typography>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ label: 'Bikes sold', width: 64 }]}
        // Two stack groups: one column per year in each region.
        series={sales}
        colors={['#90caf9', '#1e88e5', '#ffcc80', '#fb8c00']}
      />
    </Box>
  );
}
