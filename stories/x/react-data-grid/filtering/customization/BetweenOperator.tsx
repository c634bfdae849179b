import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Apartment {
  id: number;
  address: string;
  bedrooms: number;
  rent: number;
}

const rows: Apartment[] = [
  { id: 1, address: '12 Rue Oberkampf, Paris', bedrooms: 1, rent: 1450 },
  { id: 2, address: '48 Carrer de Blai, Barcelona', bedrooms: 2, rent: 1280 },
  { id: 3, address: '7 Prinsengracht, Amsterdam', bedrooms: 2, rent: 2350 },
  { id: 4, address: '220 Kastanienallee, Berlin', bedrooms: 3, rent: 1890 },
  { id: 5, address: '5 Rua das Flores, Lisbon', bedrooms: 1, rent: 980 },
  { id: 6, address: '31 Via Tortona, Milan', bedrooms: 2, rent: 1620 },
];

type Range = [number | undefined, number | undefined];

function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [from, to]: Range = Array.isArray(item.value) ? (item.value as Range) : [undefined, undefined];

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [from, to];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: '100%' }}>
      <TextField
        label="From"
        type="number"
        size="small"
        variant="outlined"
        value={from ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 90 }}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="outlined"
        value={to ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 90 }}
      />
    </Stack>
  );
}

// The column's `valueParser` runs on each bound first: a number column turns an empty bound into NaN.
const toBound = (bound: unknown) => (typeof bound === 'number' && Number.isFinite(bound) ? bound : undefined);

// `value` holds both bounds; either one may be left empty.
const betweenOperator: GridFilterOperator<Apartment, number, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const from = toBound(filterItem.value[0]);
    const to = toBound(filterItem.value[1]);
    if (from === undefined && to === undefined) {
      return null;
    }
    return (value) => value != null && (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'}`,
};

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Apartment>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 220 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  {
    field: 'rent',
    headerName: 'Rent / month',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => currency.format(value),
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'rent', operator: 'between', value: [1200, 2000] }] } },
        }}
      />
    </Box>
  );
}
