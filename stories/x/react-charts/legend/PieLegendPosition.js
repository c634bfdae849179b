import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of a typical household's energy use in Northern Europe, in percent.
const data = [
  { id: 'heating', value: 62, label: 'Space heating' },
  { id: 'water', value: 17, label: 'Hot water' },
  { id: 'appliances', value: 12, label: 'Appliances' },
  { id: 'lighting', value: 5, label: 'Lighting' },
  { id: 'cooking', value: 4, label: 'Cooking' },
];

export default function PieLegendPosition() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Household energy use by purpose
      </Typography>
      <PieChart
        height={280}
        series={[{ data, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
        // A pie lists its slices to the right by default; here they go in a row under the pie.
        slotProps={{
          legend: {
            direction: 'horizontal',
            position: { vertical: 'bottom', horizontal: 'center' },
          },
        }}
      />
    </Box>
  );
}
