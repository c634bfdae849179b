import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridCsvExportOptions } from '@mui/x-data-grid';

const rows = [
  { id: 'AF-1380', origin: 'CDG', destination: 'JFK', departure: '08:35', gate: 'K42' },
  { id: 'LH-400', origin: 'FRA', destination: 'JFK', departure: '10:05', gate: 'Z15' },
  { id: 'BA-117', origin: 'LHR', destination: 'JFK', departure: '11:40', gate: 'B36' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', width: 80 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

const presets: { label: string; options: GridCsvExportOptions }[] = [
  { label: 'Visible columns', options: {} },
  // The gate column is hidden in the grid; `allColumns` adds it back.
  { label: 'All columns', options: { allColumns: true } },
  { label: 'Flight and departure', options: { fields: ['id', 'departure'], includeHeaders: false } },
];

export default function CsvPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {presets.map(({ label, options }) => (
          <Button key={label} variant="outlined" onClick={() => setCsv(apiRef.current?.getDataAsCsv(options) ?? '')}>
            {label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { gate: false } } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, minHeight: 96, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
      >
        {csv || 'Pick a preset to see the CSV.'}
      </Box>
    </Stack>
  );
}
