import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Ratings (0–5) of two hotels on a booking site, average of 2024 reviews.
const aspects = ['Location', 'Cleanliness', 'Staff', 'Comfort', 'Value', 'Breakfast'];
const series = [
  { id: 'harbour', label: 'Harbour Hotel', data: [4.8, 4.1, 4.4, 3.9, 3.5, 4.2] },
  { id: 'garden', label: 'Garden Inn', data: [3.6, 4.7, 4.6, 4.5, 4.4, 3.8] },
];
const labelOf = (seriesId: string | number) => series.find((item) => item.id === seriesId)?.label ?? String(seriesId);
const describe = (seriesId: string | number, dataIndex: number) => {
  const value = series.find((item) => item.id === seriesId)?.data[dataIndex];
  return `${labelOf(seriesId)}, ${aspects[dataIndex]}: ${value ?? 'no value'}`;
};

export default function RadarClick() {
  const [mark, setMark] = React.useState<string | null>(null);
  const [area, setArea] = React.useState<string | null>(null);
  const [axis, setAxis] = React.useState<string | null>(null);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Guest ratings of two hotels, 2024
      </Typography>
      <RadarChart
        height={320}
        // Room for the metric names on the sides, also on a narrow screen.
        margin={{ left: 80, right: 80 }}
        series={series}
        radar={{ max: 5, metrics: aspects }}
        // A click on a dot: the series and the metric of that dot.
        onMarkClick={(_event, { seriesId, dataIndex }) => setMark(describe(seriesId, dataIndex))}
        // A click inside a shape: the series, and the metric nearest to the pointer.
        onAreaClick={(_event, { seriesId, dataIndex }) => setArea(describe(seriesId, dataIndex))}
        // A click anywhere: the metric nearest to the pointer and every series' value on it.
        onAxisClick={(_event, data) => {
          if (data === null) return;
          const values = Object.entries(data.seriesValues)
            .map(([seriesId, value]) => `${labelOf(seriesId)} ${value ?? 'no value'}`)
            .join(', ');
          setAxis(`${data.axisValue}: ${values}`);
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="body2">Mark clicked: {mark ?? 'none yet'}</Typography>
          <Typography variant="body2">Area clicked: {area ?? 'none yet'}</Typography>
          <Typography variant="body2">Metric clicked: {axis ?? 'none yet'}</Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          disabled={mark === null && area === null && axis === null}
          onClick={() => {
            setMark(null);
            setArea(null);
            setAxis(null);
          }}
        >
          Clear
        </Button>
      </Stack>
    </Box>
  );
}
