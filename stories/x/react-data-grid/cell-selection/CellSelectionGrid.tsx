import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface RegionSales {
  id: string;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
  may: number;
  jun: number;
}

const rows: RegionSales[] = [
  { id: 'nordics', region: 'Nordics', jan: 182, feb: 175, mar: 204, apr: 219, may: 236, jun: 241 },
  { id: 'benelux', region: 'Benelux', jan: 143, feb: 151, mar: 160, apr: 158, may: 171, jun: 180 },
  { id: 'iberia', region: 'Iberia', jan: 121, feb: 118, mar: 135, apr: 149, may: 166, jun: 188 },
  { id: 'dach', region: 'DACH', jan: 264, feb: 258, mar: 281, apr: 290, may: 302, jun: 297 },
  { id: 'uk', region: 'UK & Ireland', jan: 231, feb: 224, mar: 240, apr: 246, may: 255, jun: 262 },
  { id: 'baltics', region: 'Baltics', jan: 58, feb: 61, mar: 66, apr: 70, may: 74, jun: 79 },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...MONTHS.map(
    (month): GridColDef<RegionSales> => ({
      field: month,
      headerName: month.charAt(0).toUpperCase() + month.slice(1),
      type: 'number',
      width: 80,
    }),
  ),
];

export default function CellSelectionGrid() {
  const [checkboxSelection, setCheckboxSelection] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={checkboxSelection} onChange={(event) => setCheckboxSelection(event.target.checked)} />}
        label="Row checkboxes too"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          checkboxSelection={checkboxSelection}
          // Without checkboxes, clicks select cells only.
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
