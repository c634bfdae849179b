import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of a hotel booking site in August 2025.
const booking = [
  { label: 'Searched', value: 96500 },
  { label: 'Viewed a hotel', value: 58200 },
  { label: 'Chose a room', value: 14300 },
  { label: 'Booked', value: 6100 },
];

export default function FunnelHighlight() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Hotel bookings, August 2025
      </Typography>
      <FunnelChart
        height={320}
        series={[
          {
            data: booking,
            // Brighten the hovered section and fade all the others.
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
      />
    </Box>
  );
}
