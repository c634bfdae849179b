import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart, funnelSectionClasses } from '@mui/x-charts-pro/FunnelChart';

// Patients of an outpatient clinic in 2024, from referral to completed treatment.
const referrals = [
  { label: 'Referred', value: 6420, color: '#283593' },
  { label: 'Booked', value: 5180, color: '#4527a0' },
  { label: 'Seen', value: 4760, color: '#6a1b9a' },
  { label: 'Started treatment', value: 3090, color: '#ad1457' },
  { label: 'Completed treatment', value: 2640, color: '#b71c1c' },
];

export default function FunnelLabelStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Outpatient referrals, 2024
      </Typography>
      <FunnelChart
        height={320}
        series={[{ data: referrals }]}
        sx={{
          // The sections are dark in both modes, so white labels keep their contrast.
          [`& .${funnelSectionClasses.label}`]: {
            fill: '#ffffff',
            fontSize: 16,
            fontWeight: 700,
          },
        }}
      />
    </Box>
  );
}
