import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Monthly active users of a note-taking app by platform, thousands, averaged over 2024.
const regions = ['Europe', 'North America', 'South America', 'Africa', 'Asia', 'Oceania'];
const series = [
  { id: 'android', label: 'Android', data: [410, 260, 330, 190, 620, 70] },
  { id: 'web', label: 'Web', data: [290, 380, 140, 80, 350, 95] },
  // The last series is drawn on top: its area is the one under the pointer where shapes overlap.
  { id: 'ios', label: 'iOS', data: [350, 470, 90, 40, 280, 120] },
];

export default function RadarControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState(null);
  const selected = highlightedItem?.seriesId ?? 'none';

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly active users by region and platform, 2024 (thousands)
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_event, value) =>
          setHighlightedItem(value === null || value === 'none' ? null : { seriesId: value })
        }
        aria-label="Highlighted platform"
        sx={{ mt: 1 }}
      >
        <ToggleButton value="none">None</ToggleButton>
        {series.map((item) => (
          <ToggleButton key={item.id} value={item.id}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <RadarChart
        height={340}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        highlight="series"
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        series={series.map((item) => ({ ...item, fillArea: true }))}
        radar={{
          max: 700,
          metrics: regions,
          // Two-word names on two lines around the chart, on one line in the tooltip.
          labelFormatter: (name, { location }) => (location === 'tick' ? name.replace(' ', '\n') : name),
        }}
      />
    </Box>
  );
}
