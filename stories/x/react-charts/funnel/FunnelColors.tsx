import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Light blues behind the dark labels of light mode, dark blues behind the white labels of dark mode.
const bluePalette = (mode: 'light' | 'dark') =>
  mode === 'dark' ? ['#0d47a1', '#283593', '#1565c0', '#303f9f'] : ['#bbdefb', '#90caf9', '#64b5f6', '#42a5f5'];

export default function FunnelColors() {
  const theme = useTheme();
  const { success } = theme.palette;
  // Job seekers registered with a city employment office in 2024.
  const jobSeekers = [
    { label: 'Registered', value: 8700 },
    { label: 'Attended a workshop', value: 5940 },
    { label: 'Applied for jobs', value: 4810 },
    { label: 'Interviewed', value: 2530 },
    // One section in a colour of its own: the outcome the office reports on.
    { label: 'Found a job', value: 1960, color: theme.palette.mode === 'dark' ? success.dark : success.light },
  ];

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Employment office outcomes, 2024
      </Typography>
      <FunnelChart height={340} colors={bluePalette} series={[{ data: jobSeekers }]} />
    </Box>
  );
}
