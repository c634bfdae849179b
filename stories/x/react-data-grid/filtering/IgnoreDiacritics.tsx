import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  city: string;
}

const rows: Guest[] = [
  { id: 1, name: 'José Martínez', city: 'Sevilla' },
  { id: 2, name: 'Jose Hernandez', city: 'San Antonio' },
  { id: 3, name: 'Zoë Lefèvre', city: 'Montréal' },
  { id: 4, name: 'Renée Dubois', city: 'Genève' },
  { id: 5, name: 'Joséphine Blanc', city: 'Québec' },
  { id: 6, name: 'Björn Åkesson', city: 'Göteborg' },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 110 },
];

const nameContains = (value: string): GridFilterModel => ({
  items: [{ field: 'name', operator: 'contains', value }],
});

export default function IgnoreDiacritics() {
  // Both grids share one filter model; only `ignoreDiacritics` differs.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(nameContains('jose'));
  const nameFilter = filterModel.items.find((item) => item.field === 'name');

  return (
    <Stack spacing={2} sx={{ width: '100%', pt: 1 }}>
      <TextField
        label="Guest name contains"
        size="small"
        value={nameFilter?.value ?? ''}
        onChange={(event) => setFilterModel(nameContains(event.target.value))}
        sx={{ maxWidth: 300 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {[false, true].map((ignoreDiacritics) => (
          <Box key={String(ignoreDiacritics)} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {ignoreDiacritics ? 'With ignoreDiacritics' : 'Default'}
            </Typography>
            <Box sx={{ height: 240 }}>
              <DataGrid
                rows={rows}
                columns={columns}
                hideFooter
                ignoreDiacritics={ignoreDiacritics}
                filterModel={filterModel}
                onFilterModelChange={(model) => setFilterModel(model)}
                aria-label={ignoreDiacritics ? 'Guests, ignoring diacritics' : 'Guests'}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
