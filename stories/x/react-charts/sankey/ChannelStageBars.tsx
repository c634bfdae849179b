import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const stages = ['Visited', 'Viewed a product', 'Added to cart', 'Bought'];
// Visitors of an online shop in September 2025, by the channel they came from and the last stage they reached.
const channels = [
  { id: 'search', label: 'Search', data: [21000, 11800, 3900, 1450] },
  { id: 'social', label: 'Social media', data: [14500, 5200, 1100, 290] },
  { id: 'email', label: 'Email', data: [6200, 4100, 1750, 860] },
  { id: 'direct', label: 'Direct', data: [8300, 5600, 2300, 1210] },
];

export default function ChannelStageBars() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Shop visitors by channel and stage, September 2025
      </Typography>
      <BarChart
        height={340}
        // Horizontal bars keep the stage names readable on a narrow screen.
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: stages, width: 110 }]}
        xAxis={[{ label: 'Visitors', valueFormatter: (value: number) => `${value / 1000}k` }]}
        series={channels.map((channel) => ({
          ...channel,
          stack: 'visitors',
          valueFormatter: (value: number | null) => (value === null ? '' : value.toLocaleString('en-US')),
        }))}
        grid={{ vertical: true }}
      />
    </Box>
  );
}
