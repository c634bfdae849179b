import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  company: string;
  country: string;
}

// ---- A stand-in for your back end: a full-text search over its customers. ----

const CUSTOMERS: Customer[] = [
  { id: 1, name: 'Maya Thompson', company: 'Bluebird Florists', country: 'United States' },
  { id: 2, name: 'Kenji Watanabe', company: 'Watanabe Tea Co.', country: 'Japan' },
  { id: 3, name: 'Aisha Bello', company: 'Lagos Print Works', country: 'Nigeria' },
  { id: 4, name: 'Oliver Grant', company: 'Grant & Sons Joinery', country: 'United Kingdom' },
  { id: 5, name: 'Camila Rojas', company: 'Andes Travel', country: 'Chile' },
  { id: 6, name: 'Liam Byrne', company: 'Harbourside Cafe', country: 'Ireland' },
  { id: 7, name: 'Sofia Lindqvist', company: 'Nordic Print Studio', country: 'Sweden' },
];

function searchCustomers(words: string[]): Promise<Customer[]> {
  const terms = words.map((word) => word.toLowerCase());
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        CUSTOMERS.filter((customer) => {
          const text = `${customer.name} ${customer.company} ${customer.country}`.toLowerCase();
          return terms.every((term) => text.includes(term));
        }),
      );
    }, 300);
  });
}

// ---- The page ----

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function ServerSideQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);

  // Request again only when the search words change, not on every new model object.
  const searchKey = JSON.stringify(filterModel.quickFilterValues ?? []);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    searchCustomers(JSON.parse(searchKey) as string[]).then((customers) => {
      if (current) {
        setRows(customers);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [searchKey]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          disableColumnFilter
          filterMode="server"
          // Wait for a pause in typing before sending a request.
          filterDebounceMs={500}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        {loading ? 'Searching…' : `${rows.length} customers for`} quickFilterValues: {searchKey}
      </Typography>
    </Stack>
  );
}
