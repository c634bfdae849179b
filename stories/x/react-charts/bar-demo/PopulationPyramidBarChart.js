import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of the population of a European country by age group and sex, 2023, in %.
// Men are stored as negative numbers so that their bars grow to the left.
const ageGroups = ['85+', '75–84', '65–74', '55–64', '45–54', '35–44', '25–34', '15–24', '5–14', '0–4'];
const men = [-0.9, -2.6, -4.8, -6.7, -7.1, -6.4, -6.2, -5.4, -5.0, -2.3];
const women = [1.9, 3.5, 5.3, 6.8, 7.0, 6.3, 6.0, 5.1, 4.8, 2.2];

const percent = (value) => (value === null ? null : `${Math.abs(value).toFixed(1)}%`);

export default function PopulationPyramidBarChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Population by age group and sex, 2023
      </Typography>
      <BarChart
        height={380}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: ageGroups, width: 52, categoryGapRatio: 0.15 }]}
        // The ticks print absolute values: 6% of men sits left of zero, 6% of women right of it.
        xAxis={[{ min: -8, max: 8, valueFormatter: (value) => `${Math.abs(value)}%` }]}
        // Both series share a stack, so each age group is one row split at zero.
        series={[
          { data: men, label: 'Men', stack: 'population', valueFormatter: percent },
          { data: women, label: 'Women', stack: 'population', valueFormatter: percent },
        ]}
        grid={{ vertical: true }}
      />
    </Box>
  );
}
