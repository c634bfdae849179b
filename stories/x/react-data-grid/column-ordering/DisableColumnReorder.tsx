import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  customer: string;
  origin: string;
  destination: string;
  carrier: string;
  weightKg: number;
}

const rows: Shipment[] = [
  { id: 'SH-20418', customer: 'Northwind Traders', origin: 'Rotterdam', destination: 'Seattle', carrier: 'Maersk', weightKg: 1240 },
  { id: 'SH-20419', customer: 'Blue Harbor Foods', origin: 'Lisbon', destination: 'Boston', carrier: 'MSC', weightKg: 860 },
  { id: 'SH-20420', customer: 'Alpine Outfitters', origin: 'Genoa', destination: 'Montreal', carrier: 'CMA CGM', weightKg: 2130 },
  { id: 'SH-20421', customer: 'Sunrise Bakery', origin: 'Busan', destination: 'Osaka', carrier: 'ONE', weightKg: 310 },
  { id: 'SH-20422', customer: 'Maple Hardware', origin: 'Hamburg', destination: 'Toronto', carrier: 'Hapag-Lloyd', weightKg: 4475 },
];

const columns: GridColDef<Shipment>[] = [
  // The shipment number always comes first.
  { field: 'id', headerName: 'Shipment', width: 110, disableReorder: true },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function DisableColumnReorder() {
  const [reorderEnabled, setReorderEnabled] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={reorderEnabled} onChange={(event) => setReorderEnabled(event.target.checked)} />
        }
        label="Column reordering"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro rows={rows} columns={columns} hideFooter disableColumnReorder={!reorderEnabled} />
      </Box>
    </Stack>
  );
}
