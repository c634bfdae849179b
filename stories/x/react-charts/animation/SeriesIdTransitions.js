import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Revenue of a furniture retailer in 2024, by region, in millions of euros.
const regions = [
  { id: 'north', label: 'North', color: '#1e88e5', data: [4.2, 4.8, 5.1, 6.3] },
  { id: 'south', label: 'South', color: '#fb8c00', data: [3.1, 3.6, 4.4, 4.0] },
  { id: 'east', label: 'East', color: '#43a047', data: [2.6, 2.9, 3.0, 3.8] },
  { id: 'west', label: 'West', color: '#8e24aa', data: [3.9, 3.7, 4.2, 4.9] },
];

export default function SeriesIdTransitions() {
  const [shown, setShown] = React.useState(regions.map((region) => region.id));
  const toggle = (id) =>
    setShown((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Revenue by region, 2024 (millions of euros)
      </Typography>
      <FormGroup row sx={{ mt: 1 }}>
        {regions.map((region) => (
          <FormControlLabel
            key={region.id}
            control={<Checkbox checked={shown.includes(region.id)} onChange={() => toggle(region.id)} />}
            label={region.label}
          />
        ))}
      </FormGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40, max: 7 }]}
        // Every series keeps its `id` and its `color` when others come and go.
        series={regions
          .filter((region) => shown.includes(region.id))
          .map((region) => ({ ...region, valueFormatter: (value) => `€${value}M` }))}
      />
    </Box>
  );
}
