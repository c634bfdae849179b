import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// ---- A stand-in for your back end: it searches, sorts, then cuts out the requested page. ----

const COMPANIES = [
  'Kestrel Logistics',
  'Harbor & Pine',
  'Lumen Studio',
  'Vega Dental',
  'Orchard Foods',
  'Atlas Rentals',
  'Nordlys Energy',
  'Brightwater Labs',
  'Cobalt Print',
  'Juniper Legal',
  'Solace Health',
  'Tidewater Marine',
  'Quarry Print Co.',
  'Meridian Travel',
  'Fable Games',
  'Granite Bank',
  'Willow Schools',
  'Pioneer Print',
];
const COUNTRIES = ['Norway', 'Portugal', 'Canada', 'Japan', 'Kenya', 'Chile'];
const PLANS = ['Starter', 'Team', 'Enterprise'];

const CUSTOMERS = COMPANIES.map((company, index) => ({
  id: index + 1,
  company,
  country: COUNTRIES[(index * 5) % COUNTRIES.length],
  plan: PLANS[(index * 2) % PLANS.length],
  seats: 5 + ((index * 53) % 240),
}));

function fetchCustomers({ paginationModel, sortModel, filterModel }) {
  const words = (filterModel.quickFilterValues ?? []).map((value) => String(value).toLowerCase());
  let result = CUSTOMERS.filter((customer) =>
    words.every((word) =>
      [customer.company, customer.country, customer.plan].some((text) => text.toLowerCase().includes(word)),
    ),
  );
  const [sort] = sortModel;
  if (sort?.sort) {
    const field = sort.field;
    const direction = sort.sort === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * direction);
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({ rows: result.slice(start, start + paginationModel.pageSize), totalCount: result.length }),
      300,
    );
  });
}

// ---- The page ----

const columns = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

export default function ServerPaginationSortFilter() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 5 });
  const [sortModel, setSortModel] = React.useState([]);
  const [filterModel, setFilterModel] = React.useState({ items: [] });
  const [rows, setRows] = React.useState([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchCustomers({ paginationModel, sortModel, filterModel }).then((response) => {
      if (current) {
        setRows(response.rows);
        setRowCount(response.totalCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        showToolbar
        disableColumnFilter
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPaginationModel((previous) => (previous.page === 0 ? previous : { ...previous, page: 0 })); // a new order starts on page 1
        }}
        onFilterModelChange={(model) => {
          setFilterModel(model);
          setPaginationModel((previous) => (previous.page === 0 ? previous : { ...previous, page: 0 }));
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
