import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Where the 1,000 tonnes of household waste collected in a town in one month end up.
const waste = [
  { label: 'Collected', value: 1000 },
  { label: 'Sorted', value: 620 },
  { label: 'Recycled', value: 410 },
  { label: 'Sold as raw material', value: 330 },
];
const stages = waste.map((stage) => stage.label);

export default function FunnelLinearScale() {
  const [scaleType, setScaleType] = React.useState('linear');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Household waste treatment, October 2024 (tonnes)
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Scale type"
        value={scaleType}
        onChange={(_event, value) => {
          if (value !== null) setScaleType(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={340}
        hideLegend
        categoryAxis={{ categories: stages, scaleType, position: 'left', size: 130 }}
        series={[{ data: waste, valueFormatter: (item) => `${item.value.toLocaleString('en-US')} t` }]}
      />
    </Box>
  );
}
