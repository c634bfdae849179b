import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Final energy use of a small country in 2024, in terawatt-hours: one link per flow, as a Sankey diagram takes it.
const flows = [
  { source: 'Oil', target: 'Transport', value: 92 },
  { source: 'Oil', target: 'Industry', value: 18 },
  { source: 'Oil', target: 'Households', value: 9 },
  { source: 'Oil', target: 'Services', value: 4 },
  { source: 'Natural gas', target: 'Industry', value: 41 },
  { source: 'Natural gas', target: 'Households', value: 38 },
  { source: 'Natural gas', target: 'Services', value: 17 },
  { source: 'Natural gas', target: 'Transport', value: 2 },
  { source: 'Electricity', target: 'Industry', value: 37 },
  { source: 'Electricity', target: 'Households', value: 29 },
  { source: 'Electricity', target: 'Services', value: 26 },
  { source: 'Electricity', target: 'Transport', value: 7 },
  { source: 'Biomass', target: 'Households', value: 14 },
  { source: 'Biomass', target: 'Industry', value: 11 },
  { source: 'Biomass', target: 'Transport', value: 6 },
];
const sources = ['Oil', 'Natural gas', 'Electricity', 'Biomass'];
const sectors = ['Transport', 'Industry', 'Households', 'Services'];

const flowValue = (source, target) =>
  flows.find((flow) => flow.source === source && flow.target === target)?.value ?? 0;

export default function EnergyFlowBars() {
  const [grouping, setGrouping] = React.useState('sector');
  // One bar per node on one side of the flows, one stacked segment per node on the other side.
  const bars = grouping === 'sector' ? sectors : sources;
  const segments = grouping === 'sector' ? sources : sectors;
  const series = segments.map((segment) => ({
    id: segment,
    label: segment,
    stack: 'flows',
    data: bars.map((bar) => (grouping === 'sector' ? flowValue(segment, bar) : flowValue(bar, segment))),
    valueFormatter: (value) => (value ? `${value} TWh` : null),
  }));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Final energy use, 2024 (TWh)
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="One bar per"
        value={grouping}
        onChange={(_event, value) => {
          if (value !== null) setGrouping(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="sector">One bar per sector</ToggleButton>
        <ToggleButton value="source">One bar per source</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: bars, width: 90 }]}
        xAxis={[{ label: 'Energy (TWh)' }]}
        series={series}
      />
    </Box>
  );
}
