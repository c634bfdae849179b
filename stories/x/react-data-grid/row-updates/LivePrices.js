import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const openingQuotes = [
  { id: 'NWTR', company: 'Northwind Traders', price: 48.12, change: 0 },
  { id: 'ALPO', company: 'Alpine Outfitters', price: 112.4, change: 0 },
  { id: 'BLHF', company: 'Blue Harbor Foods', price: 23.75, change: 0 },
  { id: 'KUMO', company: 'Kumo Robotics', price: 311.02, change: 0 },
  { id: 'SVSL', company: 'Savanna Solar', price: 17.38, change: 0 },
  { id: 'FJRD', company: 'Fjord Analytics', price: 86.9, change: 0 },
];

// A small seeded generator: the same tick always produces the same prices.
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A pure function of the previous quotes and the tick number, so React may call it twice safely.
function nextQuotes(quotes, tick) {
  const random = mulberry32(7000 + tick);
  return quotes.map((quote) => {
    const change = (random() - 0.5) * 0.02; // within ±1 %
    return { ...quote, price: Math.round(quote.price * (1 + change) * 100) / 100, change };
  });
}

const columns = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value) => `$${value.toFixed(2)}`,
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    renderCell: ({ value }) => {
      if (!value) {
        return '0.00%';
      }
      const rising = value > 0;
      return (
        <Box
          component="span"
          sx={(theme) => {
            const palette = rising ? theme.palette.success : theme.palette.error;
            return { color: theme.palette.mode === 'dark' ? palette.light : palette.dark };
          }}
        >
          {rising ? '▲' : '▼'} {(Math.abs(value) * 100).toFixed(2)}%
        </Box>
      );
    },
  },
];

export default function LivePrices() {
  const [market, setMarket] = React.useState({ tick: 0, quotes: openingQuotes });
  const [running, setRunning] = React.useState(false);

  const advance = React.useCallback(() => {
    setMarket((current) => ({ tick: current.tick + 1, quotes: nextQuotes(current.quotes, current.tick + 1) }));
  }, []);

  // The feed starts paused; once started, a new price list arrives every second.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(advance, 1000);
    return () => clearInterval(interval);
  }, [running, advance]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setRunning(!running)}>
          {running ? 'Pause feed' : 'Start feed'}
        </Button>
        <Button variant="outlined" onClick={advance} disabled={running}>
          Next tick
        </Button>
        <Button
          onClick={() => {
            setRunning(false);
            setMarket({ tick: 0, quotes: openingQuotes });
          }}
        >
          Reset
        </Button>
        <Typography variant="body2" component="p" sx={{ ml: 'auto' }}>
          Tick {market.tick}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={market.quotes} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
