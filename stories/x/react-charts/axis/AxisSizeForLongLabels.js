import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const museums = ['Louvre', 'Vatican', 'British', 'Met', 'Tate', 'Prado'];
// Visitors of six art and history museums in 2023 (rounded figures reported by the museums).
const visitors = [8900000, 6800000, 5800000, 5400000, 4700000, 2900000];

export default function AxisSizeForLongLabels() {
  const [width, setWidth] = React.useState('wide');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Museum visitors in 2023
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Width of the y-axis"
        value={width}
        onChange={(_event, value) => {
          if (value !== null) setWidth(value);
        }}
        // Option names are code: keep their case.
        sx={{ mt: 1, '& .MuiToggleButton-root': { textTransform: 'none' } }}
      >
        <ToggleButton value="default">default width</ToggleButton>
        <ToggleButton value="wide">width: 90</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: museums }]}
        yAxis={[
          {
            label: 'Visitors',
            // Without a width, a y-axis with a label gets 65 pixels: too narrow for "8,000,000".
            width: width === 'wide' ? 90 : undefined,
            valueFormatter: (value) => value.toLocaleString('en-US'),
          },
        ]}
        series={[
          {
            data: visitors,
            label: 'Visitors',
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
