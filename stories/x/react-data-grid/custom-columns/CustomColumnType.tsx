import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Holding {
  id: string;
  company: string;
  price: number;
  dayChange: number;
  shares: number;
  costBasis: number;
}

const rows: Holding[] = [
  { id: 'AAPL', company: 'Apple', price: 227.52, dayChange: 1.24, shares: 40, costBasis: 6820 },
  { id: 'SAP', company: 'SAP', price: 268.05, dayChange: -0.62, shares: 25, costBasis: 5110.5 },
  { id: 'NVDA', company: 'NVIDIA', price: 131.38, dayChange: 3.08, shares: 120, costBasis: 9460 },
  { id: 'NESN', company: 'Nestlé', price: 86.12, dayChange: -1.47, shares: 60, costBasis: 6012 },
  { id: 'TM', company: 'Toyota', price: 178.9, dayChange: 0, shares: 30, costBasis: 5280 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// A reusable column type: everything a currency column needs, built on the `number` type.
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => usd.format(value),
  cellClassName: 'tabular',
};

// Another one: a signed percentage, colored by direction.
const percentChange: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)} %`,
  cellClassName: (params) => {
    const value = params.value ?? 0;
    if (value > 0) return 'tabular gain';
    if (value < 0) return 'tabular loss';
    return 'tabular';
  },
};

const columns: GridColDef<Holding>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 110 },
  { field: 'price', headerName: 'Price', ...usdPrice },
  { field: 'dayChange', headerName: 'Day', ...percentChange },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 90 },
  {
    field: 'value',
    headerName: 'Market value',
    ...usdPrice,
    // Anything set after the spread overrides the type.
    width: 140,
    valueGetter: (_value, row) => row.price * row.shares,
  },
  {
    field: 'return',
    headerName: 'Return',
    ...percentChange,
    valueGetter: (_value, row) => ((row.price * row.shares - row.costBasis) / row.costBasis) * 100,
  },
];

export default function CustomColumnType() {
  return (
    <Box
      sx={(theme) => ({
        height: 350,
        width: '100%',
        '& .tabular': { fontVariantNumeric: 'tabular-nums' },
        '& .gain': { color: theme.palette.mode === 'dark' ? 'success.light' : 'success.dark' },
        '& .loss': { color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark' },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
