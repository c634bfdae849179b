import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Trade {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
  venue: string;
  trader: string;
  account: string;
  settlement: string;
  note: string;
}

const rows: Trade[] = [
  { id: 'T-90412', symbol: 'ASML', side: 'Buy', quantity: 400, price: 684.2, venue: 'Euronext Amsterdam', trader: 'Sven Larsen', account: 'EQ-EU-07', settlement: 'Mar 7, 2025', note: 'Rebalancing of the European semiconductor basket, filled in three slices.' },
  { id: 'T-90413', symbol: 'NESN', side: 'Sell', quantity: 1200, price: 88.14, venue: 'SIX Swiss Exchange', trader: 'Claire Dubois', account: 'EQ-CH-02', settlement: 'Mar 7, 2025', note: 'Client redemption, sold at the volume-weighted average price.' },
  { id: 'T-90414', symbol: 'SAP', side: 'Buy', quantity: 650, price: 251.6, venue: 'Xetra', trader: 'Jonas Keller', account: 'EQ-DE-11', settlement: 'Mar 7, 2025', note: 'New position ahead of the annual report.' },
  { id: 'T-90415', symbol: 'TTE', side: 'Sell', quantity: 900, price: 59.02, venue: 'Euronext Paris', trader: 'Inès Roy', account: 'EQ-FR-04', settlement: 'Mar 7, 2025', note: 'Stop-loss triggered at 59.00; partial fill at 59.02.' },
];

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', width: 110 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'venue', headerName: 'Venue', width: 190 },
  { field: 'trader', headerName: 'Trader', width: 150 },
  { field: 'account', headerName: 'Account', width: 120 },
  { field: 'settlement', headerName: 'Settlement', width: 130 },
];

function TradeDetails({ row }: { row: Trade }) {
  const apiRef = useGridApiContext();
  // The visible width of the grid, updated when it is resized.
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);

  return (
    <Stack
      sx={{
        py: 1.5,
        px: 2,
        boxSizing: 'border-box',
        width: viewportInnerSize.width,
        // Stays in view while the reader scrolls the columns horizontally.
        position: 'sticky',
        left: 0,
      }}
    >
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.side} {row.quantity} {row.symbol} at {row.price.toFixed(2)} on {row.venue}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {row.note}
        </Typography>
      </Paper>
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Trade>) => <TradeDetails row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function FullWidthDetailPanel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{
          pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD] },
          detailPanel: { expandedRowIds: new Set(['T-90412']) },
        }}
        hideFooter
      />
    </Box>
  );
}
