import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';

const opening = [
  ['NWTR', 'Northwind Traders', 'Retail', 48.12, 1200],
  ['ALPO', 'Alpine Outfitters', 'Consumer', 112.4, 350],
  ['KUMO', 'Kumo Robotics', 'Technology', 311.02, 180],
  ['SVSL', 'Savanna Solar', 'Energy', 17.38, 4200],
  ['FJRD', 'Fjord Analytics', 'Technology', 86.9, 600],
  ['BLHF', 'Blue Harbor Foods', 'Consumer', 23.75, 2500],
  ['MRDN', 'Meridian Health', 'Healthcare', 142.65, -300],
  ['CPRX', 'Copperline Mining', 'Materials', 9.84, 8000],
  ['ORBT', 'Orbital Freight', 'Industrials', 57.2, -900],
  ['HLXB', 'Helix Biotech', 'Healthcare', 204.1, 250],
];

const openingQuotes = opening.map(([id, company, sector, price, position]) => ({
  id,
  company,
  sector,
  previousClose: price,
  last: price,
  bid: Math.round((price - 0.02) * 100) / 100,
  ask: Math.round((price + 0.02) * 100) / 100,
  volume: 0,
  position,
  direction: null,
  fresh: false,
}));

// A small seeded generator: tick N always produces the same prices.
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (value) => Math.round(value * 100) / 100;

/** The quotes after a tick, and the rows that changed (only those go to `updateRows`). */
function nextQuotes(quotes, tick) {
  const random = mulberry32(9100 + tick);
  const changed = [];
  const next = quotes.map((quote) => {
    const moves = random() < 0.45;
    const step = (random() - 0.5) * 0.012; // within ±0.6 %
    const trades = Math.floor(random() * 4000) + 100;
    if (!moves) {
      if (!quote.fresh) {
        return quote;
      }
      const calmed = { ...quote, fresh: false };
      changed.push(calmed);
      return calmed;
    }
    let last = round2(quote.last * (1 + step));
    if (last === quote.last) {
      // A move always changes the price by at least a cent.
      last = round2(quote.last + (step >= 0 ? 0.01 : -0.01));
    }
    const spread = Math.max(0.01, round2(last * 0.0004));
    const updated = {
      ...quote,
      last,
      bid: round2(last - spread),
      ask: round2(last + spread),
      volume: quote.volume + trades,
      direction: last > quote.last ? 'up' : 'down',
      fresh: true,
    };
    changed.push(updated);
    return updated;
  });
  return { next, changed };
}

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const signedMoney = (value) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${price.format(Math.abs(value))}`;

/** 09:30:00 on the opening bell, plus one second per tick. */
function marketTime(tick) {
  const seconds = 9 * 3600 + 30 * 60 + tick;
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

const changePct = (row) => (row.last - row.previousClose) / row.previousClose;
const profit = (row) => round2(row.position * (row.last - row.previousClose));

function Signed({ value, children }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        color: value > 0 ? 'success.dark' : value < 0 ? 'error.dark' : 'text.secondary',
        ...theme.applyStyles('dark', {
          color: value > 0 ? 'success.light' : value < 0 ? 'error.light' : 'text.secondary',
        }),
      })}
    >
      {children}
    </Box>
  );
}

const columns = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'sector', headerName: 'Sector', width: 120 },
  {
    field: 'last',
    headerName: 'Last',
    type: 'number',
    width: 110,
    valueFormatter: (value) => price.format(value),
  },
  {
    field: 'changePct',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => changePct(row),
    renderCell: ({ value }) => (
      <Signed value={value}>
        {value > 0 ? '▲ ' : value < 0 ? '▼ ' : ''}
        {(Math.abs(value) * 100).toFixed(2)}%
      </Signed>
    ),
  },
  { field: 'bid', headerName: 'Bid', type: 'number', width: 100, valueFormatter: (value) => price.format(value) },
  { field: 'ask', headerName: 'Ask', type: 'number', width: 100, valueFormatter: (value) => price.format(value) },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 100,
    valueFormatter: (value) => compact.format(value),
  },
  { field: 'position', headerName: 'Position', type: 'number', width: 100 },
  {
    field: 'pnl',
    headerName: 'Day P&L',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => profit(row),
    renderCell: ({ value }) => <Signed value={value}>{signedMoney(value)}</Signed>,
  },
];

// Price cells that moved on the latest tick get a class: the grid's `sx` tints them.
const getCellClassName = ({ field, row }) => {
  if (!row.fresh || !['last', 'bid', 'ask'].includes(field)) {
    return '';
  }
  if (row.direction === null) {
    return '';
  }
  return row.direction === 'up' ? 'tick-up' : 'tick-down';
};

function Stat({ label, children }) {
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, flex: '1 1 140px' }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body1" component="p" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Paper>
  );
}

export default function TradingDesk() {
  const apiRef = useGridApiRef();
  const quotesRef = React.useRef(openingQuotes);
  const tickRef = React.useRef(0);
  const [tick, setTick] = React.useState(0);
  // The feed starts paused, so the first render is always the opening bell.
  const [running, setRunning] = React.useState(false);

  const advance = React.useCallback(() => {
    const nextTick = tickRef.current + 1;
    const { next, changed } = nextQuotes(quotesRef.current, nextTick);
    quotesRef.current = next;
    tickRef.current = nextTick;
    // Only the rows that changed are sent to the grid.
    apiRef.current?.updateRows(changed);
    setTick(nextTick);
  }, [apiRef]);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const interval = setInterval(advance, 1000);
    return () => clearInterval(interval);
  }, [running, advance]);

  const reset = () => {
    setRunning(false);
    quotesRef.current = openingQuotes;
    tickRef.current = 0;
    apiRef.current?.updateRows(openingQuotes);
    setTick(0);
  };

  const quotes = quotesRef.current;
  const exposure = quotes.reduce((sum, quote) => sum + quote.position * quote.last, 0);
  const dayProfit = quotes.reduce((sum, quote) => sum + profit(quote), 0);
  const advancing = quotes.filter((quote) => quote.last > quote.previousClose).length;
  const declining = quotes.filter((quote) => quote.last < quote.previousClose).length;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={running ? <PauseIcon /> : <PlayArrowIcon />}
          onClick={() => setRunning(!running)}
        >
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Button variant="outlined" startIcon={<SkipNextIcon />} onClick={advance} disabled={running}>
          Next tick
        </Button>
        <Button startIcon={<RestartAltIcon />} onClick={reset}>
          Reset
        </Button>
        <Typography variant="body2" component="p" sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}>
          {running ? 'Live' : 'Paused'} · {marketTime(tick)} · {tick} {tick === 1 ? 'update' : 'updates'}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Stat label="Net exposure">{price.format(exposure)}</Stat>
        <Stat label="Day P&L">
          <Signed value={dayProfit}>{signedMoney(round2(dayProfit))}</Signed>
        </Stat>
        <Stat label="Advancing / declining">
          {advancing} / {declining}
        </Stat>
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={openingQuotes}
          columns={columns}
          getCellClassName={getCellClassName}
          initialState={{ pinnedColumns: { left: ['id'] } }}
          density="compact"
          hideFooter
          disableRowSelectionOnClick
          sx={(theme) => ({
            '& .MuiDataGrid-cell': { fontVariantNumeric: 'tabular-nums' },
            '& .tick-up': {
              backgroundColor: 'rgba(46, 125, 50, 0.12)',
              color: 'success.dark',
              ...theme.applyStyles('dark', { backgroundColor: 'rgba(102, 187, 106, 0.16)', color: 'success.light' }),
            },
            '& .tick-down': {
              backgroundColor: 'rgba(211, 47, 47, 0.1)',
              color: 'error.dark',
              ...theme.applyStyles('dark', { backgroundColor: 'rgba(244, 67, 54, 0.12)', color: 'error.light' }),
            },
          })}
        />
      </Box>
    </Stack>
  );
}
