import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// A seeded generator, so that the "live" readings are the same on every run.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const windowSize = 30;
const startTime = new Date(2024, 4, 14, 9, 0, 0).getTime();

// Power drawn by a data centre rack, one reading per second, in kilowatts.
function createReadings(count: number) {
  const random = createRandom(42);
  const readings: number[] = [];
  let power = 6.2;
  for (let index = 0; index < count; index += 1) {
    power = Math.min(9, Math.max(4, power + (random() - 0.5) * 0.6));
    readings.push(Number(power.toFixed(2)));
  }
  return readings;
}

const allReadings = createReadings(300);
const timeLabel = (time: Date) => time.toLocaleTimeString('en-GB');

export default function LiveLineChart() {
  // The index of the newest reading on screen.
  const [end, setEnd] = React.useState(windowSize);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setEnd((previous) => (previous < allReadings.length ? previous + 1 : previous));
    }, 500);
    return () => clearInterval(timer);
  }, [running]);

  const start = end - windowSize;
  const times = allReadings.slice(start, end).map((_, index) => new Date(startTime + (start + index) * 1000));

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Rack power draw, last 30 seconds
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Start'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={running || end === windowSize}
          onClick={() => setEnd(windowSize)}
        >
          Reset
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          Latest: {allReadings[end - 1].toFixed(2)} kW at {timeLabel(times[times.length - 1])}
        </Typography>
      </Stack>
      <LineChart
        height={280}
        // A time axis: the ticks move with the readings.
        xAxis={[
          {
            scaleType: 'time',
            data: times,
            valueFormatter: timeLabel,
            // The axis ends at the newest reading instead of a rounded time, and has a tick every 10 s at most.
            domainLimit: 'strict',
            tickMinStep: 10000,
          },
        ]}
        // A fixed range, so that the axis does not jump with each new reading.
        yAxis={[{ min: 4, max: 9, width: 40, label: 'kW' }]}
        series={[
          {
            data: allReadings.slice(start, end),
            label: 'Power draw',
            showMark: false,
            curve: 'linear',
            valueFormatter: (value) => (value === null ? null : `${value.toFixed(2)} kW`),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
        // Animating each update would make the line lag behind the data.
        skipAnimation
      />
    </Box>
  );
}
