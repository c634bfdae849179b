import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Volunteers of a food bank in 2024, from their first shift to coordinating a team.
const volunteers = [
  { label: 'First shift', value: 860 },
  { label: 'Regular', value: 410 },
  { label: 'Trained', value: 150 },
  { label: 'Team lead', value: 38 },
];

export default function HorizontalPyramid() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Food bank volunteers, 2024
      </Typography>
      <FunnelChart
        height={240}
        hideLegend
        categoryAxis={{ categories: volunteers.map((step) => step.label), position: 'bottom' }}
        series={[{ data: volunteers, curve: 'pyramid', layout: 'horizontal' }]}
      />
    </Box>
  );
}
