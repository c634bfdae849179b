import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, symbol: 'AAPL', quantity: 120, dayChange: 1.24, pnl: 2310.5 },
  { id: 2, symbol: 'MSFT', quantity: 45, dayChange: -0.58, pnl: -412.2 },
  { id: 3, symbol: 'NVDA', quantity: 30, dayChange: 3.91, pnl: 5120.8 },
  { id: 4, symbol: 'ASML', quantity: 12, dayChange: -2.07, pnl: -1066.4 },
  { id: 5, symbol: 'SAP', quantity: 80, dayChange: 0, pnl: 0 },
  { id: 6, symbol: 'TSM', quantity: 200, dayChange: 0.73, pnl: 880.0 },
];

// A class for positive and negative values, shared by two columns.
const signClass = (params) => {
  if (params.value == null || params.value === 0) {
    return '';
  }
  return params.value > 0 ? 'value--up' : 'value--down';
};

const columns = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'dayChange',
    headerName: 'Day',
    type: 'number',
    width: 100,
    cellClassName: signClass,
    valueFormatter: (value) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`,
  },
  {
    field: 'pnl',
    headerName: 'P&L',
    type: 'number',
    flex: 1,
    minWidth: 110,
    cellClassName: signClass,
    valueFormatter: (value) => `${value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`,
  },
];

export default function CellStyling() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .value--up': { color: 'success.main', fontWeight: 600 },
        '& .value--down': { color: 'error.main', fontWeight: 600 },
        // getCellClassName: a class for any cell of the grid.
        '& .cell--large-position': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={(params) =>
          params.field === 'quantity' && Number(params.value) >= 100 ? 'cell--large-position' : ''
        }
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
