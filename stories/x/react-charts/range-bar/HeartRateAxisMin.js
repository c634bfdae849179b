import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// A runner's lowest and highest heart rate per day of a training week, in beats per minute.
const lowest = [52, 54, 51, 56, 53, 50, 49];
const highest = [148, 171, 139, 176, 126, 182, 118];

export default function HeartRateAxisMin() {
  const [startAtZero, setStartAtZero] = React.useState(false);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Heart rate range per day of a training week
      </Typography>
      <FormControlLabel
        control={<Switch checked={startAtZero} onChange={(event) => setStartAtZero(event.target.checked)} />}
        label="Start the axis at zero"
      />
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        // With a `min` above zero, the offset bars are cut at the bottom of the drawing area.
        yAxis={[{ width: 48, label: 'bpm', min: startAtZero ? 0 : 40, max: 200 }]}
        series={[
          { id: 'offset', data: lowest, stack: 'heart', color: 'transparent', valueFormatter: () => null },
          {
            id: 'range',
            label: 'Lowest to highest',
            data: highest.map((value, index) => value - lowest[index]),
            stack: 'heart',
            valueFormatter: (_value, { dataIndex }) => `${lowest[dataIndex]} to ${highest[dataIndex]} bpm`,
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
