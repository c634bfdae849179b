import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Members of an airline loyalty programme at the end of 2024, by tier.
const members = [
  { label: 'Platinum', value: 1200 },
  { label: 'Gold', value: 6800 },
  { label: 'Silver', value: 21000 },
  { label: 'Blue', value: 58000 },
];

export default function StepPyramid() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Loyalty programme members by tier, 2024
      </Typography>
      <FunnelChart
        height={300}
        gap={4}
        series={[
          {
            data: members,
            curve: 'step-pyramid',
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} members`,
          },
        ]}
      />
    </Box>
  );
}
