import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Adults aged 25 to 64 in a European country in 2024, by highest level of education, in percent.
const education = [
  { label: "Master's or doctorate", value: 14.6 },
  { label: "Bachelor's", value: 21.6 },
  { label: 'Upper secondary', value: 40.9 },
  { label: 'Lower secondary', value: 22.9 },
];

export default function ProportionalPyramid() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Adults by highest level of education, 2024
      </Typography>
      <FunnelChart
        height={360}
        hideLegend
        categoryAxis={{
          categories: education.map((level) => level.label),
          // Each section is as tall as its share of the population.
          scaleType: 'linear',
          position: 'left',
          size: 150,
        }}
        series={[
          {
            data: education,
            curve: 'pyramid',
            funnelDirection: 'increasing',
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
    </Box>
  );
}
