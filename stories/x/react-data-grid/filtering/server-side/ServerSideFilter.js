import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

// ---- A stand-in for your back end: it owns the data and filters it. ----

const TRADES = [
  { id: 90411, symbol: 'ASML', side: 'Buy', quantity: 120, price: 702.4, trader: 'Lena Fischer' },
  { id: 90412, symbol: 'SAP', side: 'Sell', quantity: 300, price: 241.15, trader: 'Omar Haddad' },
  { id: 90413, symbol: 'NESN', side: 'Buy', quantity: 850, price: 86.12, trader: 'Sakura Ito' },
  { id: 90414, symbol: 'MC', side: 'Buy', quantity: 40, price: 612.3, trader: 'Lena Fischer' },
  { id: 90415, symbol: 'SIE', side: 'Sell', quantity: 500, price: 198.7, trader: 'Diego Alvarez' },
  { id: 90416, symbol: 'ASML', side: 'Sell', quantity: 60, price: 705.1, trader: 'Omar Haddad' },
  { id: 90417, symbol: 'SAN', side: 'Buy', quantity: 4000, price: 4.62, trader: 'Sakura Ito' },
  { id: 90418, symbol: 'SAP', side: 'Buy', quantity: 150, price: 239.8, trader: 'Diego Alvarez' },
];

// The server understands a few operators; the columns below offer only these.
function matchesItem(trade, item) {
  const cell = trade[item.field];
  const { value } = item;
  if (value === undefined || value === null || value === '') {
    return true; // an incomplete filter filters nothing
  }
  switch (item.operator) {
    case 'contains':
      return String(cell).toLowerCase().includes(String(value).toLowerCase());
    case 'equals':
    case 'is':
      return String(cell).toLowerCase() === String(value).toLowerCase();
    case '>':
      return Number(cell) > Number(value);
    case '<':
      return Number(cell) < Number(value);
    default:
      return true;
  }
}

function fetchTrades(filterModel) {
  return new Promise((resolve) => {
    // Answer after a fixed delay, like a request over the network.
    setTimeout(
      () => resolve(TRADES.filter((trade) => filterModel.items.every((item) => matchesItem(trade, item)))),
      300,
    );
  });
}

// ---- The page ----

const columns = [
  { field: 'id', headerName: 'Trade', width: 90, filterable: false },
  {
    field: 'symbol',
    headerName: 'Symbol',
    width: 100,
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'equals'].includes(operator.value)),
  },
  {
    field: 'side',
    headerName: 'Side',
    type: 'singleSelect',
    valueOptions: ['Buy', 'Sell'],
    width: 90,
    filterOperators: getGridSingleSelectOperators().filter((operator) => operator.value === 'is'),
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 100,
    filterOperators: getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value)),
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    filterOperators: getGridNumericOperators().filter((operator) => ['>', '<'].includes(operator.value)),
  },
  {
    field: 'trader',
    headerName: 'Trader',
    flex: 1,
    minWidth: 130,
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'equals'].includes(operator.value)),
  },
];

export default function ServerSideFilter() {
  const [filterModel, setFilterModel] = React.useState({ items: [] });
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTrades(filterModel).then((trades) => {
      // Ignore the answer to a request that a newer one replaced.
      if (current) {
        setRows(trades);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 530 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          filterMode="server"
          onFilterModelChange={(model) => setFilterModel(model)}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {loading ? 'Loading…' : `${rows.length} trades for`}{' '}
        {JSON.stringify(filterModel.items.map(({ field, operator, value }) => ({ field, operator, value })))}
      </Typography>
    </Stack>
  );
}
