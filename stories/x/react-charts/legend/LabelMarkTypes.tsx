import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

type MarkType = 'line' | 'square' | 'circle';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Visits to an online shop in one week of March 2024, in thousands, per device.
const desktop = [18.2, 19.5, 18.9, 20.1, 17.4, 9.8, 8.6];
const mobile = [22.4, 21.8, 23.0, 24.6, 27.9, 31.2, 29.5];
const tablet = [3.1, 2.9, 3.2, 3.0, 3.6, 5.4, 5.8];

export default function LabelMarkTypes() {
  const [markType, setMarkType] = React.useState<MarkType>('line');
  const format = (value: number | null) => (value === null ? '' : `${value}k visits`);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Legend mark"
        value={markType}
        onChange={(_event, value: MarkType | null) => value && setMarkType(value)}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="line">Line</ToggleButton>
        <ToggleButton value="square">Square</ToggleButton>
        <ToggleButton value="circle">Circle</ToggleButton>
      </ToggleButtonGroup>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Shop visits per device, week 11 of 2024
      </Typography>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 40 }]}
        // The mark is set per series and used by both the legend and the tooltip.
        series={[
          { data: desktop, label: 'Desktop', labelMarkType: markType, valueFormatter: format },
          { data: mobile, label: 'Mobile', labelMarkType: markType, valueFormatter: format },
          { data: tablet, label: 'Tablet', labelMarkType: markType, valueFormatter: format },
        ]}
      />
    </Box>
  );
}
