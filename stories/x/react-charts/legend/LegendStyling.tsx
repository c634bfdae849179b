import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';

const ageGroups = ['18–24', '25–34', '35–44', '45–54', '55+'];
// Survey of 2,000 commuters, spring 2024: main way to get to work, in percent of each age group.
const series = [
  { data: [38, 29, 22, 19, 17], label: 'Public transport', stack: 'mode' },
  { data: [21, 34, 45, 52, 55], label: 'Car', stack: 'mode' },
  { data: [27, 24, 21, 17, 14], label: 'Bicycle', stack: 'mode' },
  { data: [14, 13, 12, 12, 14], label: 'On foot', stack: 'mode' },
];

export default function LegendStyling() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        How commuters get to work, by age group
      </Typography>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: ageGroups }]}
        yAxis={[{ width: 48, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={series.map((item) => ({ ...item, valueFormatter: (value: number | null) => `${value}%` }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        sx={(theme) => ({
          // Each entry becomes an outlined pill with body text and a round mark.
          [`& .${legendClasses.root}`]: { gap: 1 },
          [`& .${legendClasses.series}`]: {
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: 4,
            py: 0.5,
            px: 1.25,
          },
          [`& .${legendClasses.label}`]: { ...theme.typography.body2 },
          [`& .${legendClasses.mark}`]: { width: 10, height: 10 },
          [`& .${legendClasses.mark} .${labelMarkClasses.mask}`]: { borderRadius: '50%' },
        })}
      />
    </Box>
  );
}
