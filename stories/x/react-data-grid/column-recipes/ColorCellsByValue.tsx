import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  price: number;
  change: number; // percent, over the day
  volume: number; // millions of shares
}

// Closing quotes of Friday 7 March 2025.
const rows: Quote[] = [
  { id: 'ASML', company: 'ASML Holding', price: 702.4, change: 1.84, volume: 1.2 },
  { id: 'NOVO B', company: 'Novo Nordisk', price: 96.18, change: -3.27, volume: 8.9 },
  { id: 'SAP', company: 'SAP', price: 251.9, change: 0.42, volume: 2.4 },
  { id: 'MC', company: 'LVMH', price: 598.3, change: -0.95, volume: 0.6 },
  { id: 'NESN', company: 'Nestlé', price: 84.72, change: 0, volume: 5.1 },
  { id: 'SIE', company: 'Siemens', price: 219.55, change: 2.61, volume: 3.7 },
];

// Four buckets from the lowest to the highest volume of the day.
function volumeBucket(volume: number) {
  if (volume >= 6) {
    return 'volume-4';
  }
  if (volume >= 3) {
    return 'volume-3';
  }
  if (volume >= 1.5) {
    return 'volume-2';
  }
  return 'volume-1';
}

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    // An arrow as well as a colour, so the direction does not rely on colour alone.
    valueFormatter: (value: number) => {
      if (value === 0) {
        return '0.00%';
      }
      return `${value > 0 ? '▲ +' : '▼ '}${value.toFixed(2)}%`;
    },
    cellClassName: (params) => {
      if (params.value > 0) {
        return 'change-up';
      }
      return params.value < 0 ? 'change-down' : '';
    },
  },
  {
    field: 'volume',
    headerName: 'Volume (M)',
    type: 'number',
    width: 110,
    cellClassName: (params) => volumeBucket(params.value as number),
  },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 120 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
];

export default function ColorCellsByValue() {
  return (
    <Box
      sx={(theme) => ({
        height: 390,
        width: '100%',
        '& .change-up': { color: 'success.dark', ...theme.applyStyles('dark', { color: 'success.light' }) },
        '& .change-down': { color: 'error.dark', ...theme.applyStyles('dark', { color: 'error.light' }) },
        '& .volume-1': { bgcolor: theme.alpha(theme.palette.primary.main, 0.06) },
        '& .volume-2': { bgcolor: theme.alpha(theme.palette.primary.main, 0.14) },
        '& .volume-3': { bgcolor: theme.alpha(theme.palette.primary.main, 0.22) },
        '& .volume-4': { bgcolor: theme.alpha(theme.palette.primary.main, 0.32) },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
