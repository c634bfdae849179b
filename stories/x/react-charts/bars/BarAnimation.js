import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Monthly revenue of an online bookshop, in thousands of dollars.
const revenue = {
  2023: [48, 52, 61, 58, 64, 70],
  2024: [55, 63, 59, 72, 81, 77],
};

export default function BarAnimation() {
  const [year, setYear] = React.useState('2023');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Bookshop revenue, January to June {year}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={year}
          onChange={(_event, value) => value && setYear(value)}
          aria-label="Year"
        >
          <ToggleButton value="2023">2023</ToggleButton>
          <ToggleButton value="2024">2024</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Revenue (k$)', width: 56, min: 0, max: 100 }]}
        series={[
          {
            data: revenue[year],
            label: `Revenue ${year}`,
            valueFormatter: (value) => (value === null ? '' : `$${value}k`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
