import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Support tickets opened in the first quarter of 2025, by how far they got.
const tickets = [
  { label: 'Opened', value: 3620 },
  { label: 'Triaged', value: 3410 },
  { label: 'Answered', value: 3180 },
  { label: 'Resolved', value: 2870 },
  { label: 'Rated', value: 1140 },
];

export default function HorizontalFunnel() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Support tickets, Q1 2025
      </Typography>
      <FunnelChart
        height={260}
        categoryAxis={{ categories: tickets.map((step) => step.label), position: 'bottom' }}
        series={[{ data: tickets, layout: 'horizontal' }]}
        hideLegend
      />
    </Box>
  );
}
