import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 'PKG-5521',
    destination: 'Rotterdam, NL',
    weight: 12.4,
    volume: 0.08,
    declaredValue: 1840,
    etd: new Date(2025, 4, 14),
  },
  {
    id: 'PKG-5522',
    destination: 'Osaka, JP',
    weight: 3.1,
    volume: 0.02,
    declaredValue: 420,
    etd: new Date(2025, 4, 15),
  },
  {
    id: 'PKG-5523',
    destination: 'Denver, US',
    weight: 27.9,
    volume: 0.21,
    declaredValue: 5320,
    etd: new Date(2025, 4, 15),
  },
  {
    id: 'PKG-5524',
    destination: 'Nairobi, KE',
    weight: 8.6,
    volume: 0.05,
    declaredValue: 960,
    etd: new Date(2025, 4, 18),
  },
];

const columns = [
  { field: 'id', headerName: 'Package', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  {
    field: 'weight',
    headerName: 'Weight',
    description: 'Gross weight in kilograms, packaging included',
    type: 'number',
    width: 100,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    description: 'Volume in cubic meters, used to compute the dimensional weight',
    type: 'number',
    width: 100,
  },
  // Too long for the column: hovering the title shows it in full.
  { field: 'declaredValue', headerName: 'Declared customs value (USD)', type: 'number', width: 130 },
  {
    field: 'etd',
    headerName: 'ETD',
    description: 'Estimated time of departure from the warehouse',
    type: 'date',
    width: 110,
  },
];

export default function HeaderNameDescription() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
