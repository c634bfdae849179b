import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Bicycles sold by three shops of a chain in 2024.
const series = [
  { label: 'Harbour Street', data: [182, 264, 301, 158] },
  { label: 'Old Town', data: [141, 220, 248, 133] },
  { label: 'Riverside', data: [96, 175, 210, 104] },
];

export default function BarGapRatio() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.3);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  const id = React.useId();

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bicycles sold per shop and quarter, 2024
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ my: 1, px: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-category`} variant="body2" gutterBottom>
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={1}
            step={0.1}
            value={categoryGapRatio}
            onChange={(_event, value) => setCategoryGapRatio(value as number)}
            aria-labelledby={`${id}-category`}
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id={`${id}-bar`} variant="body2" gutterBottom>
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            size="small"
            min={-1}
            max={1}
            step={0.1}
            value={barGapRatio}
            onChange={(_event, value) => setBarGapRatio(value as number)}
            aria-labelledby={`${id}-bar`}
          />
        </Box>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters, categoryGapRatio, barGapRatio }]}
        series={series}
      />
    </Box>
  );
}
