import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'SH-7001', destination: 'Lisbon', carrier: 'Atlas Freight', weightKg: 1_240 },
  { id: 'SH-7002', destination: 'Hamburg', carrier: 'Nordline', weightKg: 860 },
  { id: 'SH-7003', destination: 'Lisbon', carrier: 'Nordline', weightKg: 410 },
  { id: 'SH-7004', destination: 'Rotterdam', carrier: 'Atlas Freight', weightKg: 2_050 },
  { id: 'SH-7005', destination: 'Hamburg', carrier: 'Atlas Freight', weightKg: 735 },
  { id: 'SH-7006', destination: 'Genoa', carrier: 'Nordline', weightKg: 1_590 },
];

const columns = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState('filtered');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Rows in the total"
        value={scope}
        onChange={(_event, value) => value && setScope(value)}
      >
        <ToggleButton value="filtered">Filtered rows</ToggleButton>
        <ToggleButton value="all">All rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        {/* The scope is read when values are computed: remount to recompute them at once. */}
        <DataGridPremium
          key={scope}
          rows={rows}
          columns={columns}
          aggregationRowsScope={scope}
          initialState={{
            aggregation: { model: { weightKg: 'sum' } },
            filter: { filterModel: { items: [{ field: 'carrier', operator: 'equals', value: 'Atlas Freight' }] } },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
