import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueOn: Date;
  paid: boolean;
}

const rows: Invoice[] = [
  { id: 'INV-3101', client: 'Harbor Dental Group', amount: 1280, dueOn: new Date(2025, 3, 10), paid: true },
  { id: 'INV-3102', client: 'Greenleaf Architects', amount: 4650, dueOn: new Date(2025, 3, 15), paid: false },
  { id: 'INV-3103', client: 'Northside Bakery', amount: 320.5, dueOn: new Date(2025, 3, 18), paid: false },
  { id: 'INV-3104', client: 'Kestrel Logistics', amount: 9875, dueOn: new Date(2025, 3, 22), paid: true },
  { id: 'INV-3105', client: 'Brightpath Tutoring', amount: 760, dueOn: new Date(2025, 3, 28), paid: false },
  { id: 'INV-3106', client: 'Orchard Street Vets', amount: 2140, dueOn: new Date(2025, 4, 2), paid: true },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'dueOn', headerName: 'Due on', type: 'date', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

const unpaid: GridFilterModel = { items: [{ field: 'paid', operator: 'is', value: false }] };
const large: GridFilterModel = { items: [{ field: 'amount', operator: '>=', value: 2000 }] };

export default function ControlledFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(unpaid);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => setFilterModel(unpaid)}>
          Unpaid
        </Button>
        <Button variant="outlined" onClick={() => setFilterModel(large)}>
          $2,000 and more
        </Button>
        <Button onClick={() => setFilterModel({ items: [] })}>Clear filter</Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        filterModel.items: {JSON.stringify(filterModel.items)}
      </Typography>
    </Stack>
  );
}
