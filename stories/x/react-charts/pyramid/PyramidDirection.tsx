import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

type Direction = 'increasing' | 'decreasing';

// Findings of a security audit of a web application in 2025, by severity.
const findings = [
  { label: 'Critical', value: 3 },
  { label: 'High', value: 11 },
  { label: 'Medium', value: 27 },
  { label: 'Low', value: 64 },
];

export default function PyramidDirection() {
  const [direction, setDirection] = React.useState<Direction>('increasing');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Security audit findings by severity, 2025
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Pyramid direction"
        value={direction}
        onChange={(_event, value: Direction | null) => {
          if (value !== null) setDirection(value);
        }}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        hideLegend
        categoryAxis={{ categories: findings.map((level) => level.label), position: 'left', size: 70 }}
        series={[{ data: findings, curve: 'pyramid', funnelDirection: direction }]}
      />
    </Box>
  );
}
