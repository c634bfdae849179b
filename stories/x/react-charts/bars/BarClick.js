import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Orders of a furniture shop per channel in 2024.
const series = [
  { id: 'web', label: 'Website', data: [1840, 2125, 2310, 2980] },
  { id: 'app', label: 'Mobile app', data: [920, 1195, 1480, 1760] },
];
const labelOf = (seriesId) => series.find((item) => item.id === seriesId)?.label ?? String(seriesId);
const format = (value) => (value == null ? 'no value' : value.toLocaleString('en-US'));

export default function BarClick() {
  const [itemClick, setItemClick] = React.useState(null);
  const [axisClick, setAxisClick] = React.useState(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Orders per channel and quarter, 2024
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 48 }]}
        series={series}
        // Fired by the bar under the pointer.
        onItemClick={(_event, { seriesId, dataIndex }) => {
          const value = series.find((item) => item.id === seriesId)?.data[dataIndex];
          setItemClick(`${labelOf(seriesId)}, ${quarters[dataIndex]}: ${format(value)} orders`);
        }}
        // Fired anywhere in the drawing area, with every series' value for the clicked quarter.
        onAxisClick={(_event, data) => {
          if (data === null) return;
          const values = Object.entries(data.seriesValues)
            .map(([seriesId, value]) => `${labelOf(seriesId)} ${format(value)}`)
            .join(', ');
          setAxisClick(`${data.axisValue}: ${values}`);
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="body2">Bar clicked: {itemClick ?? 'none yet'}</Typography>
          <Typography variant="body2">Quarter clicked: {axisClick ?? 'none yet'}</Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          disabled={itemClick === null && axisClick === null}
          onClick={() => {
            setItemClick(null);
            setAxisClick(null);
          }}
        >
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
