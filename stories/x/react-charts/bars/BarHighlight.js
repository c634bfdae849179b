import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Visits to a company website, in thousands, for one week of May 2024.
const series = [
  { id: 'search', label: 'Search', data: [12.4, 13.1, 12.8, 11.9, 9.6] },
  { id: 'social', label: 'Social', data: [4.2, 3.8, 5.1, 4.9, 6.3] },
  { id: 'email', label: 'Email', data: [2.9, 6.7, 2.4, 2.2, 1.8] },
];

export default function BarHighlight() {
  const [highlight, setHighlight] = React.useState('series');
  const [fade, setFade] = React.useState('global');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Website visits by channel (thousands)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="bar-highlight-label">highlight</InputLabel>
          <Select
            labelId="bar-highlight-label"
            label="highlight"
            value={highlight}
            onChange={(event) => setHighlight(event.target.value)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="item">item</MenuItem>
            <MenuItem value="series">series</MenuItem>
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 120 }}>
          <InputLabel id="bar-fade-label">fade</InputLabel>
          <Select labelId="bar-fade-label" label="fade" value={fade} onChange={(event) => setFade(event.target.value)}>
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="series">series</MenuItem>
            <MenuItem value="global">global</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ width: 40 }]}
        // The same scope on every series: hovering any bar applies it.
        series={series.map((item) => ({ ...item, highlightScope: { highlight, fade } }))}
      />
    </Box>
  );
}
