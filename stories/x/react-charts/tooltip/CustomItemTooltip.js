import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip } from '@mui/x-charts/ChartsTooltip';

// European capitals: average monthly rent for a one-bedroom flat in the centre (EUR, x) and
// average net monthly salary (EUR, y), 2024 estimates, rounded.
const cities = [
  { id: 'amsterdam', name: 'Amsterdam', country: 'Netherlands', x: 2150, y: 3900 },
  { id: 'berlin', name: 'Berlin', country: 'Germany', x: 1250, y: 3300 },
  { id: 'brussels', name: 'Brussels', country: 'Belgium', x: 1050, y: 3100 },
  { id: 'dublin', name: 'Dublin', country: 'Ireland', x: 2300, y: 3800 },
  { id: 'lisbon', name: 'Lisbon', country: 'Portugal', x: 1350, y: 1350 },
  { id: 'madrid', name: 'Madrid', country: 'Spain', x: 1250, y: 2000 },
  { id: 'paris', name: 'Paris', country: 'France', x: 1400, y: 3100 },
  { id: 'prague', name: 'Prague', country: 'Czechia', x: 850, y: 1750 },
  { id: 'rome', name: 'Rome', country: 'Italy', x: 1100, y: 1850 },
  { id: 'vienna', name: 'Vienna', country: 'Austria', x: 900, y: 2900 },
  { id: 'warsaw', name: 'Warsaw', country: 'Poland', x: 950, y: 1650 },
];

const euros = (value) => `€${value.toLocaleString('en-US')}`;

/** The contents of the tooltip: the city under the pointer. */
function CityCard() {
  const item = useItemTooltip();
  if (item === null) return null;
  const city = cities[item.identifier.dataIndex];
  const share = Math.round((city.x / city.y) * 100);
  return (
    <Paper elevation={4} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2">
        {city.name}, {city.country}
      </Typography>
      <Typography variant="body2">Rent: {euros(city.x)} a month</Typography>
      <Typography variant="body2">Net salary: {euros(city.y)} a month</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Rent takes {share}% of the salary
      </Typography>
    </Paper>
  );
}

/** The tooltip slot: the library's container, which follows the pointer, around our card. */
function CityTooltip(props) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <CityCard />
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Rent and salaries in European capitals, 2024
      </Typography>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Rent of a one-bedroom flat (EUR/month)', min: 600, max: 2500 }]}
        yAxis={[{ label: 'Net salary (EUR/month)', width: 60, min: 1000, max: 4200 }]}
        series={[{ id: 'cities', data: cities, label: 'Capital city', markerSize: 6 }]}
        hideLegend
        slots={{ tooltip: CityTooltip }}
      />
    </Box>
  );
}
