import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Sign-ups for a 14-day trial of a project management app, second quarter of 2025.
const trial = [
  { label: 'Started a trial', value: 12400 },
  { label: 'Created a project', value: 7350 },
  { label: 'Invited a colleague', value: 3120 },
  { label: 'Subscribed', value: 1480 },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

export default function FunnelValueFormatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Trial conversion, Q2 2025
      </Typography>
      <FunnelChart
        height={300}
        hideLegend
        series={[
          {
            data: trial,
            // Used for the labels on the sections and for the tooltip.
            valueFormatter: (item) => `${compact.format(item.value)} · ${percent.format(item.value / trial[0].value)}`,
          },
        ]}
      />
    </Box>
  );
}
