import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDensity,
  type GridValueFormatter,
  type GridValueGetter,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: { firstName: string; lastName: string };
  country: string;
  hours: number;
  rate: number;
}

const rows: Invoice[] = [
  { id: 'INV-1031', client: { firstName: 'Amara', lastName: 'Okafor' }, country: 'NG', hours: 32, rate: 85 },
  { id: 'INV-1032', client: { firstName: 'Lukas', lastName: 'Berger' }, country: 'DE', hours: 12.5, rate: 110 },
  { id: 'INV-1033', client: { firstName: 'Sofia', lastName: 'Marques' }, country: 'PT', hours: 46, rate: 72 },
  { id: 'INV-1034', client: { firstName: 'Kenji', lastName: 'Watanabe' }, country: 'JP', hours: 20, rate: 95 },
  { id: 'INV-1035', client: { firstName: 'Chloé', lastName: 'Durand' }, country: 'FR', hours: 8, rate: 120 },
];

const countries = [
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'PT', name: 'Portugal' },
];

// v7 and later: the callbacks receive (value, row, column, apiRef) instead of a params object.
const getClientName: GridValueGetter<Invoice, string> = (value, row) =>
  `${row.client.firstName} ${row.client.lastName}`;

const getTotal: GridValueGetter<Invoice, number> = (value, row) => row.hours * row.rate;

const formatCurrency: GridValueFormatter<Invoice, number, string, number> = (value) =>
  `€${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 160, valueGetter: getClientName },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 120,
    // v7: option accessors live on the column, no longer on the edit and filter components.
    valueOptions: countries,
    getOptionValue: (option: any) => option.code,
    getOptionLabel: (option: any) => option.name,
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueGetter: getTotal, valueFormatter: formatCurrency },
];

export default function ColumnCallbacks() {
  // v7: density is a controlled prop, kept in sync with onDensityChange.
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography id="invoice-density-label" variant="body2" component="p">
          Density
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-labelledby="invoice-density-label"
          value={density}
          onChange={(event, value: GridDensity | null) => {
            if (value) {
              setDensity(value);
            }
          }}
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Invoices"
          hideFooter
          density={density}
          onDensityChange={(newDensity) => setDensity(newDensity)}
        />
      </Box>
    </Stack>
  );
}
