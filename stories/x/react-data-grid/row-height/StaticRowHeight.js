import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SHP-3381', carrier: 'DHL Express', destination: 'Rotterdam', parcels: 12, weightKg: 84.5 },
  { id: 'SHP-3382', carrier: 'UPS', destination: 'Chicago', parcels: 3, weightKg: 11.2 },
  { id: 'SHP-3383', carrier: 'FedEx', destination: 'Singapore', parcels: 27, weightKg: 203 },
  { id: 'SHP-3384', carrier: 'La Poste', destination: 'Lyon', parcels: 1, weightKg: 2.4 },
  { id: 'SHP-3385', carrier: 'DHL Express', destination: 'Dubai', parcels: 8, weightKg: 61.8 },
  { id: 'SHP-3386', carrier: 'Royal Mail', destination: 'Leeds', parcels: 5, weightKg: 19.6 },
];

const columns = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

export default function StaticRowHeight() {
  const [rowHeight, setRowHeight] = React.useState(36);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="static-row-height-label" variant="body2" component="span">
          Row height
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rowHeight}
          onChange={(_event, value) => value !== null && setRowHeight(value)}
          aria-labelledby="static-row-height-label"
        >
          <ToggleButton value={36}>36 px</ToggleButton>
          <ToggleButton value={52}>52 px</ToggleButton>
          <ToggleButton value={72}>72 px</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} hideFooter />
      </Box>
    </Stack>
  );
}
