import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Visits and sign-ups of a recipe website during one week of November 2024.
const series = [
  { id: 'visits', label: 'Visits', data: [4200, 4650, 4480, 5120, 5940, 7310, 6880], area: true },
  { id: 'signups', label: 'Sign-ups', data: [310, 355, 342, 398, 460, 612, 575] },
];
const labelOf = (seriesId: string | number) => series.find((item) => item.id === seriesId)?.label ?? String(seriesId);
const format = (value: number | null | undefined) => (value == null ? 'no value' : value.toLocaleString('en-US'));

export default function LineClick() {
  const [itemClick, setItemClick] = React.useState<string | null>(null);
  const [axisClick, setAxisClick] = React.useState<string | null>(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Visits and sign-ups, week of 18 November 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 48 }]}
        series={series}
        onMarkClick={(_event, { seriesId, dataIndex }) => {
          const value = dataIndex === undefined ? undefined : series.find((item) => item.id === seriesId)?.data[dataIndex];
          setItemClick(`mark of ${labelOf(seriesId)}, ${dataIndex === undefined ? '' : days[dataIndex]}: ${format(value)}`);
        }}
        onLineClick={(_event, { seriesId }) => setItemClick(`line of ${labelOf(seriesId)}`)}
        onAreaClick={(_event, { seriesId }) => setItemClick(`area of ${labelOf(seriesId)}`)}
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
          <Typography variant="body2">Element clicked: {itemClick ?? 'none yet'}</Typography>
          <Typography variant="body2">Day clicked: {axisClick ?? 'none yet'}</Typography>
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
