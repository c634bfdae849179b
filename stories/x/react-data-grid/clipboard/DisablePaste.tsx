import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'AAPL', company: 'Apple', target: 230, rating: 'Buy' },
  { id: 'MSFT', company: 'Microsoft', target: 480, rating: 'Buy' },
  { id: 'NVDA', company: 'NVIDIA', target: 1150, rating: 'Hold' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'company', headerName: 'Company', width: 130 },
  { field: 'target', headerName: 'Target price', type: 'number', width: 120, editable: true },
  { field: 'rating', headerName: 'Rating', width: 100, editable: true },
];

export default function DisablePaste() {
  const [pasteAllowed, setPasteAllowed] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pasteAllowed} onChange={(event) => setPasteAllowed(event.target.checked)} />}
        label="Allow pasting"
      />
      <Box sx={{ height: 240 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          disableClipboardPaste={!pasteAllowed}
        />
      </Box>
    </Stack>
  );
}
