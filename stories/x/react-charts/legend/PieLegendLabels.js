import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

// Electricity generation of one country in 2024, by source, in percent.
// The colours are dark enough for white labels in light and dark mode.
const sources = [
  { id: 'wind', value: 31, short: 'Wind', long: 'Wind (on- and offshore)', color: '#1e40af' },
  { id: 'gas', value: 28, short: 'Gas', long: 'Natural gas', color: '#9a3412' },
  { id: 'nuclear', value: 14, short: 'Nuclear', long: 'Nuclear', color: '#6b21a8' },
  { id: 'solar', value: 12, short: 'Solar', long: 'Solar photovoltaics', color: '#854d0e' },
  { id: 'bio', value: 10, short: 'Bio', long: 'Biomass and waste', color: '#166534' },
  { id: 'other', value: 5, short: 'Other', long: 'Hydro and other', color: '#374151' },
];

export default function PieLegendLabels() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, 2024
      </Typography>
      <PieChart
        height={300}
        series={[
          {
            data: sources.map((source) => ({
              id: source.id,
              value: source.value,
              color: source.color,
              // The slice shows the short name, the legend and the tooltip the full one.
              label: (location) => (location === 'arc' ? source.short : source.long),
              // Each slice can choose its own legend mark; a pie's default is 'circle'.
              labelMarkType: 'square',
            })),
            arcLabel: 'label',
            arcLabelMinAngle: 30,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
        sx={(theme) => ({
          [`& .${pieArcLabelClasses.root}`]: {
            fill: theme.palette.common.white,
            fontWeight: theme.typography.fontWeightMedium,
          },
        })}
      />
    </Box>
  );
}
