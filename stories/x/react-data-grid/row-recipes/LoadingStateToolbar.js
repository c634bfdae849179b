import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridRowsLoadingSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const currencies = [
  ['EUR', 'Euro', 0.9221],
  ['GBP', 'Pound sterling', 0.7893],
  ['JPY', 'Japanese yen', 149.32],
  ['CHF', 'Swiss franc', 0.8817],
  ['CAD', 'Canadian dollar', 1.3544],
];

// A small seeded generator: refresh number n always returns the same rates.
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ratesAt(refresh) {
  const random = mulberry32(1000 + refresh);
  return currencies.map(([id, currency, base]) => ({
    id,
    currency,
    rate: refresh === 0 ? base : base * (1 + (random() - 0.5) * 0.01),
  }));
}

const columns = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'currency', headerName: 'Currency', flex: 1, minWidth: 150 },
  {
    field: 'rate',
    headerName: 'Per US dollar',
    type: 'number',
    width: 130,
    valueFormatter: (value) => value.toFixed(4),
  },
];

// The toolbar is rendered by the grid, so it reaches the refresh action through context.
const RefreshContext = React.createContext(() => {});

function RatesToolbar() {
  const apiRef = useGridApiContext();
  const refresh = React.useContext(RefreshContext);
  // Re-renders whenever the grid's loading state changes.
  const loading = useGridSelector(apiRef, gridRowsLoadingSelector) ?? false;

  return (
    <Toolbar>
      <Typography variant="body2" component="p" sx={{ flex: 1, px: 0.5 }}>
        {loading ? 'Updating the rates…' : 'US dollar exchange rates'}
      </Typography>
      <ToolbarButton aria-label="Refresh rates" onClick={refresh} disabled={loading}>
        <RefreshIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function LoadingStateToolbar() {
  const [refreshes, setRefreshes] = React.useState(0);
  const [loading, setLoading] = React.useState(false);
  const rows = React.useMemo(() => ratesAt(refreshes), [refreshes]);
  const pendingRequest = React.useRef(undefined);

  React.useEffect(() => () => clearTimeout(pendingRequest.current), []);

  const refresh = React.useCallback(() => {
    setLoading(true);
    // Simulates the request for new rates.
    pendingRequest.current = setTimeout(() => {
      setRefreshes((count) => count + 1);
      setLoading(false);
    }, 800);
  }, []);

  return (
    <RefreshContext.Provider value={refresh}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ toolbar: RatesToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </RefreshContext.Provider>
  );
}
