import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, symbol: 'ASML', side: 'Buy', quantity: 40, price: 702.3 },
  { id: 2, symbol: 'SAP', side: 'Sell', quantity: 120, price: 181.45 },
  { id: 3, symbol: 'ASML', side: 'Sell', quantity: 15, price: 709.9 },
  { id: 4, symbol: 'NESN', side: 'Buy', quantity: 300, price: 96.12 },
  { id: 5, symbol: 'SAP', side: 'Buy', quantity: 60, price: 179.8 },
  { id: 6, symbol: 'NOVN', side: 'Buy', quantity: 200, price: 88.5 },
];

const columns = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', type: 'singleSelect', valueOptions: ['Buy', 'Sell'], width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  {
    field: 'value',
    headerName: 'Value',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.price,
    valueFormatter: (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 }),
  },
];

function SummaryToolbar() {
  const apiRef = useGridApiContext();
  // The rows left after filtering, in their sorted order: the summary follows the filters.
  const visibleRows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef(null);

  const trades = visibleRows.map((entry) => entry.model);
  const bought = trades.filter((trade) => trade.side === 'Buy').reduce((sum, t) => sum + t.quantity * t.price, 0);
  const sold = trades.filter((trade) => trade.side === 'Sell').reduce((sum, t) => sum + t.quantity * t.price, 0);
  const format = (value) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

  return (
    <Toolbar>
      <Tooltip title="Summary">
        <ToolbarButton
          ref={triggerRef}
          aria-controls="trade-summary-panel"
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(!open)}
        >
          <FunctionsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={triggerRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: 'trade-summary-panel', role: 'dialog', 'aria-label': 'Trade summary' } }}
      >
        <Box
          component="dl"
          sx={{ m: 0, p: 2, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 1 }}
        >
          <Typography component="dt">Trades</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {trades.length}
          </Typography>
          <Typography component="dt">Bought</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {format(bought)}
          </Typography>
          <Typography component="dt">Sold</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
            {format(sold)}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 'medium' }}>
            Net
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 'medium' }}>
            {format(sold - bought)}
          </Typography>
        </Box>
      </Popover>
    </Toolbar>
  );
}

export default function SummaryPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: SummaryToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'symbol', operator: 'isAnyOf', value: ['ASML', 'SAP'] }] } },
        }}
      />
    </Box>
  );
}
