import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';

type Layout = 'vertical' | 'horizontal';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Overnight stays in the hotels of a seaside town in 2024, in thousands.
const stays = [12, 14, 21, 34, 48, 77, 112, 118, 71, 39, 16, 19];

export default function AxisHighlightOptions() {
  const [highlight, setHighlight] = React.useState<ChartsAxisHighlightType>('band');
  const [layout, setLayout] = React.useState<Layout>('vertical');
  const categoryAxis = [{ scaleType: 'band' as const, data: months }];
  const valueAxis = [{ width: 40 }];

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Overnight stays per month, 2024 (thousands)
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Highlight of the month axis"
          value={highlight}
          onChange={(_event, value: ChartsAxisHighlightType | null) => {
            if (value !== null) setHighlight(value);
          }}
        >
          <ToggleButton value="band">band</ToggleButton>
          <ToggleButton value="line">line</ToggleButton>
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Layout"
          value={layout}
          onChange={(_event, value: Layout | null) => {
            if (value !== null) setLayout(value);
          }}
        >
          <ToggleButton value="vertical">vertical</ToggleButton>
          <ToggleButton value="horizontal">horizontal</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <BarChart
        height={layout === 'vertical' ? 300 : 400}
        layout={layout}
        // The month axis is the x-axis of vertical bars and the y-axis of horizontal ones.
        axisHighlight={layout === 'vertical' ? { x: highlight, y: 'none' } : { x: 'none', y: highlight }}
        xAxis={layout === 'vertical' ? categoryAxis : [{}]}
        yAxis={layout === 'vertical' ? valueAxis : categoryAxis}
        series={[{ data: stays, label: 'Overnight stays', valueFormatter: (value) => (value === null ? '' : `${value}k`) }]}
        // Explicit, so that the tooltip keeps following the pointer when both highlights are 'none'.
        slotProps={{ tooltip: { trigger: 'axis' } }}
        hideLegend
      />
    </Box>
  );
}
