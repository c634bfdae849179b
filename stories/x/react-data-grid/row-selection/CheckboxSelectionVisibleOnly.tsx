import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Subscriber {
  id: number;
  email: string;
  plan: string;
  country: string;
}

const NAMES = ['amara', 'lucas', 'hana', 'diego', 'priya', 'jonas', 'chloe', 'mateo', 'sofia', 'kwame', 'ingrid', 'ravi'];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
const PLANS = ['Monthly', 'Yearly'];
const COUNTRIES = ['Portugal', 'Japan', 'Canada', 'Kenya', 'Norway'];

const rows: Subscriber[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  email: `${NAMES[index % NAMES.length]}${index + 1}@${DOMAINS[index % DOMAINS.length]}`,
  plan: PLANS[(index * 7) % PLANS.length],
  country: COUNTRIES[(index * 3) % COUNTRIES.length],
}));

const columns: GridColDef<Subscriber>[] = [
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 190 },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function CheckboxSelectionVisibleOnly() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
        label="Select all: current page only"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
        />
      </Box>
    </Stack>
  );
}
