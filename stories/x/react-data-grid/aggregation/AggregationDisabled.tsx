import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StockItem {
  id: string;
  product: string;
  warehouse: string;
  units: number;
  unitCost: number;
}

const rows: StockItem[] = [
  { id: 'SKU-2201', product: 'Cordless drill', warehouse: 'Rotterdam', units: 140, unitCost: 62 },
  { id: 'SKU-2202', product: 'Impact driver', warehouse: 'Rotterdam', units: 85, unitCost: 74 },
  { id: 'SKU-2203', product: 'Circular saw', warehouse: 'Lyon', units: 42, unitCost: 118 },
  { id: 'SKU-2204', product: 'Angle grinder', warehouse: 'Lyon', units: 96, unitCost: 49 },
  { id: 'SKU-2205', product: 'Jigsaw', warehouse: 'Gdańsk', units: 57, unitCost: 88 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

export default function AggregationDisabled() {
  const [enabled, setEnabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="Aggregation"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          // The model stays in the grid's state; `disableAggregation` only stops applying it.
          disableAggregation={!enabled}
          initialState={{ aggregation: { model: { units: 'sum', unitCost: 'avg' } } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
