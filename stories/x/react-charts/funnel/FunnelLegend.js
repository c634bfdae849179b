import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Candidates of a hiring round for software engineers, by stage reached.
const hiring = [
  { label: 'Applied', value: 1240 },
  { label: 'Passed screening', value: 610 },
  { label: 'Interviewed', value: 182 },
  { label: 'Received an offer', value: 41 },
  // A different mark tells the last stage apart in the legend.
  { label: 'Hired', value: 33, labelMarkType: 'circle' },
];

export default function FunnelLegend() {
  const [showLegend, setShowLegend] = React.useState(true);
  const [place, setPlace] = React.useState('top');

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Software engineer hiring round, spring 2025
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={showLegend} onChange={(event) => setShowLegend(event.target.checked)} />}
          label="Show legend"
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Legend position"
          value={place}
          disabled={!showLegend}
          onChange={(_event, value) => {
            if (value !== null) setPlace(value);
          }}
        >
          <ToggleButton value="top">Top</ToggleButton>
          <ToggleButton value="bottom">Bottom</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <FunnelChart
        height={340}
        series={[{ data: hiring }]}
        hideLegend={!showLegend}
        slotProps={{ legend: { position: { vertical: place, horizontal: 'center' } } }}
      />
    </Box>
  );
}
