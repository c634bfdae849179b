import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridColTypeDef,
} from '@mui/x-data-grid';

interface Quote {
  id: string;
  company: string;
  exchange: string;
  price: number;
  yearHigh: number;
}

const rows: Quote[] = [
  { id: 'ASML', company: 'ASML Holding', exchange: 'Euronext', price: 702.4, yearHigh: 1021.8 },
  { id: 'SAP', company: 'SAP SE', exchange: 'XETRA', price: 241.15, yearHigh: 283.5 },
  { id: 'NESN', company: 'Nestlé', exchange: 'SIX', price: 86.12, yearHigh: 101.5 },
  { id: 'MC', company: 'LVMH', exchange: 'Euronext', price: 612.3, yearHigh: 789.9 },
  { id: 'NOVO-B', company: 'Novo Nordisk', exchange: 'Nasdaq Copenhagen', price: 448.2, yearHigh: 1001 },
  { id: 'SIE', company: 'Siemens', exchange: 'XETRA', price: 198.7, yearHigh: 218.2 },
];

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// A column type of your own: every column spreading it gets the same format and the same two operators.
const euroPrice: GridColTypeDef = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => euro.format(value),
  filterOperators: getGridNumericOperators().filter((operator) => operator.value === '>' || operator.value === '<'),
};

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 100 },
  {
    field: 'company',
    headerName: 'Company',
    flex: 1,
    minWidth: 150,
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'startsWith'].includes(operator.value),
    ),
  },
  {
    field: 'exchange',
    headerName: 'Exchange',
    type: 'singleSelect',
    valueOptions: ['Euronext', 'Nasdaq Copenhagen', 'SIX', 'XETRA'],
    width: 150,
    // Only "is": no "is not" and no "is any of".
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  { field: 'price', headerName: 'Price', ...euroPrice },
  { field: 'yearHigh', headerName: '52-week high', ...euroPrice },
];

export default function RestrictOperators() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar />
    </Box>
  );
}
