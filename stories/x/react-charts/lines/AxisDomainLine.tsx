import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Distance from the start of a cycling route, in kilometres, and the altitude there, in metres.
const distance = [3.2, 6.5, 9.1, 12.4, 15.8, 19.3, 22.6, 25.9, 28.7];
const altitude = [212, 268, 341, 415, 452, 398, 336, 301, 284];

export default function AxisDomainLine() {
  const [domainLimit, setDomainLimit] = React.useState<'nice' | 'strict'>('nice');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Altitude along the Lake Ridge cycling route
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Domain limit of both axes"
        value={domainLimit}
        onChange={(_event, value: 'nice' | 'strict' | null) => {
          if (value !== null) setDomainLimit(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ data: distance, label: 'Distance (km)', domainLimit }]}
        yAxis={[{ width: 40, domainLimit }]}
        series={[
          {
            data: altitude,
            label: 'Altitude',
            area: true,
            baseline: 'min',
            valueFormatter: (value) => (value === null ? '' : `${value} m`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
