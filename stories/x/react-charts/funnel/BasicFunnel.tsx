import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of an online shop in March 2025, at each step of the way to a purchase.
const checkout = [
  { label: 'Visited the shop', value: 48200 },
  { label: 'Viewed a product', value: 27600 },
  { label: 'Added to cart', value: 9840 },
  { label: 'Started checkout', value: 5310 },
  { label: 'Paid', value: 3870 },
];

export default function BasicFunnel() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Checkout funnel, March 2025
      </Typography>
      <FunnelChart height={320} series={[{ data: checkout }]} />
    </Box>
  );
}
