import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Employees of a retail company in January 2025, by level, from the top of the organisation down.
const headcount = [
  { label: 'Executives', value: 12 },
  { label: 'Directors', value: 48 },
  { label: 'Managers', value: 210 },
  { label: 'Team leads', value: 540 },
  { label: 'Staff', value: 3900 },
];

export default function BasicPyramid() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Employees by level, January 2025
      </Typography>
      <FunnelChart
        height={320}
        hideLegend
        categoryAxis={{ categories: headcount.map((level) => level.label), position: 'left', size: 90 }}
        series={[{ data: headcount, curve: 'pyramid' }]}
      />
    </Box>
  );
}
