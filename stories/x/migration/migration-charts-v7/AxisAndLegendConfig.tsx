import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Orders per month in 2025, by sales channel.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const online = [1840, 1965, 2210, 2085, 2390, 2530];
const inStore = [1320, 1180, 1405, 1460, 1515, 1390];

export default function AxisAndLegendConfig() {
  const [showLegend, setShowLegend] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showLegend} onChange={(event) => setShowLegend(event.target.checked)} />}
        label="Show legend"
      />
      <BarChart
        height={300}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: months, tickLabelStyle: { fontSize: 12 } }]}
        // v8: the axis position lives in the axis config (v7: a `rightAxis` prop).
        yAxis={[{ position: 'right', width: 56, label: 'Orders', tickLabelStyle: { fontSize: 12 } }]}
        series={[
          { data: online, label: 'Online' },
          { data: inStore, label: 'In store' },
        ]}
        // v8: `hideLegend` replaces `slotProps.legend.hidden`.
        hideLegend={!showLegend}
        // v8: legend props go through `slotProps.legend` (v7: a `legend` prop).
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
        }}
      />
    </Box>
  );
}
