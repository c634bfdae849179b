import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridFooterContainer,
  gridRenderContextSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

const symbols = ['AAPL', 'MSFT', 'NVDA', 'ASML', 'SAP', 'TSM', 'NESN', 'SONY'];
const traders = ['A. Okafor', 'L. Moreau', 'P. Raman', 'J. Becker', 'H. Sato'];

// A small seeded generator: the same 500 trades on every render.
function createTrades(count) {
  let seed = 42;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, index) => ({
    tradeId: `T-${String(index + 1).padStart(5, '0')}`,
    symbol: symbols[Math.floor(next() * symbols.length)],
    side: next() < 0.5 ? 'Buy' : 'Sell',
    quantity: 100 * (1 + Math.floor(next() * 50)),
    price: Math.round((50 + next() * 450) * 100) / 100,
    trader: traders[Math.floor(next() * traders.length)],
  }));
}

// Defined once, outside the component: the grid receives the same references on every render.
const rows = createTrades(500);

const columns = [
  { field: 'tradeId', headerName: 'Trade', width: 100 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: (value) => value.toFixed(2) },
  { field: 'trader', headerName: 'Trader', width: 120 },
];

const getRowId = (row) => row.tradeId;

// A slot component defined at module level, not inline in JSX.
function RenderedRowsFooter() {
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const { firstRowIndex, lastRowIndex } = useGridSelector(apiRef, gridRenderContextSelector);
  const rendered = Math.max(lastRowIndex - firstRowIndex, 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" role="status">
        {rendered} of {rowCount.toLocaleString('en-US')} rows rendered (rows {firstRowIndex + 1} to {lastRowIndex})
      </Typography>
    </GridFooterContainer>
  );
}

const slots = { footer: RenderedRowsFooter };

export default function VirtualizedTrades() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} getRowId={getRowId} slots={slots} />
    </Box>
  );
}
