import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly electricity generation of a mid-sized European grid in 2024, in terawatt-hours.
const solar = [1.9, 3.3, 5.6, 7.4, 9.3, 10.0, 10.6, 9.5, 6.8, 4.1, 2.0, 1.2];
const wind = [14.8, 16.9, 12.6, 11.8, 8.3, 7.5, 7.9, 8.2, 9.1, 11.0, 13.4, 16.2];
const gas = [7.8, 6.2, 6.0, 4.9, 4.3, 4.2, 4.5, 4.6, 5.0, 6.6, 7.9, 8.4];
const biomass = [3.6, 3.4, 3.5, 3.3, 3.3, 3.2, 3.2, 3.3, 3.3, 3.4, 3.5, 3.6];

const formatTwh = (value) => (value === null ? '' : `${value} TWh`);

export default function SeriesColors() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Electricity generation by source, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, label: 'TWh' }]}
        series={[
          // Colours that carry meaning: yellow for the sun, blue for wind, grey for fossil gas.
          { data: solar, label: 'Solar', color: '#d99a00', valueFormatter: formatTwh },
          { data: wind, label: 'Wind', color: '#0369a1', valueFormatter: formatTwh },
          { data: gas, label: 'Gas', color: '#64748b', valueFormatter: formatTwh },
          // No `color`: the fourth series takes the fourth colour of the palette.
          { data: biomass, label: 'Biomass', valueFormatter: formatTwh },
        ]}
      />
    </Box>
  );
}
