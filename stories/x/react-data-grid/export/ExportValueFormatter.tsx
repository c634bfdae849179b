import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const rows = [
  { id: 'AAPL', company: 'Apple', price: 213.49, change: 0.0142 },
  { id: 'MSFT', company: 'Microsoft', price: 441.06, change: -0.0031 },
  { id: 'NVDA', company: 'NVIDIA', price: 1208.88, change: 0.0257 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(2)} %`,
  },
];

export default function ExportValueFormatter() {
  const apiRef = useGridApiRef();
  const [rawValues, setRawValues] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={rawValues} onChange={(event) => setRawValues(event.target.checked)} />}
          label="Export raw values"
        />
        <Button variant="outlined" onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}>
          Preview CSV
        </Button>
      </Stack>
      <Box sx={{ height: 230 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={{ csvExport: rawValues }}
          hideFooter
        />
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, minHeight: 96, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}>
        {csv || 'Preview the CSV to compare formatted and raw values.'}
      </Box>
    </Stack>
  );
}
