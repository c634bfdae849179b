import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// A small seeded generator, so the "server" returns the same orders on every load.
function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const customers = [
  'Northwind Traders',
  'Blue Harbor Foods',
  'Alpine Outfitters',
  'Maple Hardware',
  'Sunrise Bakery',
  'Coral Reef Dive Co.',
];
const cities = ['Seattle', 'Lisbon', 'Zurich', 'Toronto', 'Osaka', 'Cairns'];

// Everything below stands in for your API: it holds 47 orders and answers one page at a time.
const TOTAL_ORDERS = 47;
const random = mulberry32(2025);
const serverOrders = Array.from({ length: TOTAL_ORDERS }, (_, index) => {
  const customerIndex = Math.floor(random() * customers.length);
  return {
    id: `SO-${2001 + index}`,
    customer: customers[customerIndex],
    city: cities[customerIndex],
    total: Math.round(100 + random() * 4900) + 0.5 * Math.floor(random() * 2),
  };
});

function fetchOrdersPage({ page, pageSize }) {
  return serverOrders.slice(page * pageSize, (page + 1) * pageSize);
}

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
];

export default function ServerRowCount() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState(() => fetchOrdersPage(paginationModel));
  const [loading, setLoading] = React.useState(false);
  const pendingRequest = React.useRef(undefined);

  React.useEffect(() => () => clearTimeout(pendingRequest.current), []);

  const handlePaginationModelChange = (model) => {
    setPaginationModel(model);
    setLoading(true);
    clearTimeout(pendingRequest.current);
    // Simulates the network: the page arrives a moment later.
    pendingRequest.current = setTimeout(() => {
      setRows(fetchOrdersPage(model));
      setLoading(false);
    }, 400);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={TOTAL_ORDERS}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[5, 10]}
        loading={loading}
      />
    </Box>
  );
}
