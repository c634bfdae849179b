import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Rate {
  id: string;
  bid: number;
  ask: number;
  ticks: number;
}

const openingRates: Rate[] = [
  { id: 'EUR/USD', bid: 1.0842, ask: 1.0844, ticks: 0 },
  { id: 'GBP/USD', bid: 1.2671, ask: 1.2674, ticks: 0 },
  { id: 'USD/JPY', bid: 149.31, ask: 149.34, ticks: 0 },
  { id: 'USD/CHF', bid: 0.8816, ask: 0.8819, ticks: 0 },
  { id: 'AUD/USD', bid: 0.6588, ask: 0.659, ticks: 0 },
  { id: 'USD/CAD', bid: 1.3542, ask: 1.3545, ticks: 0 },
];

// A small seeded generator: update number n always moves the rates the same way.
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rateUpdate(rate: Rate, updateNumber: number): Rate {
  const random = mulberry32(updateNumber);
  const move = (random() - 0.5) * 0.0004 * rate.bid;
  const spread = rate.ask - rate.bid;
  return { ...rate, bid: rate.bid + move, ask: rate.bid + move + spread, ticks: rate.ticks + 1 };
}

const decimals = (pair: string) => (pair.includes('JPY') ? 2 : 4);

const columns: GridColDef<Rate>[] = [
  { field: 'id', headerName: 'Pair', width: 100 },
  {
    field: 'bid',
    headerName: 'Bid',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row) => value.toFixed(decimals(row.id)),
  },
  {
    field: 'ask',
    headerName: 'Ask',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row) => value.toFixed(decimals(row.id)),
  },
  { field: 'ticks', headerName: 'Updates', type: 'number', flex: 1, minWidth: 90 },
];

export default function ThrottledUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttled, setThrottled] = React.useState(true);
  const [sent, setSent] = React.useState(0);
  const sentRef = React.useRef(0);
  // The feed's own copy of the latest rates: the grid may not have applied the last updates yet.
  const latestRef = React.useRef(new Map(openingRates.map((rate) => [rate.id, rate])));

  // Once started, the feed sends a rate for one pair every 20 ms: 50 updates per second.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(() => {
      sentRef.current += 1;
      const { id } = openingRates[sentRef.current % openingRates.length];
      const rate = rateUpdate(latestRef.current.get(id)!, sentRef.current);
      latestRef.current.set(id, rate);
      apiRef.current?.updateRows([rate]);
      setSent(sentRef.current);
    }, 20);
    return () => clearInterval(interval);
  }, [running, apiRef]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setRunning(!running)}>
          {running ? 'Pause feed' : 'Start feed'}
        </Button>
        <FormControlLabel
          control={<Switch checked={throttled} onChange={(event) => setThrottled(event.target.checked)} />}
          label="Apply at most once per second"
        />
        <Typography variant="body2" component="p">
          Updates sent: {sent}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={openingRates}
          columns={columns}
          throttleRowsMs={throttled ? 1000 : 0}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
