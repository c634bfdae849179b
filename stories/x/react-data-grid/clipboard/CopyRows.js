import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'AF-1380', origin: 'CDG', destination: 'JFK', departure: '08:35', status: 'Boarding' },
  { id: 'LH-400', origin: 'FRA', destination: 'JFK', departure: '10:05', status: 'On time' },
  { id: 'BA-117', origin: 'LHR', destination: 'JFK', departure: '11:40', status: 'Delayed' },
  { id: 'KL-641', origin: 'AMS', destination: 'JFK', departure: '12:55', status: 'On time' },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', width: 80 },
  { field: 'destination', headerName: 'To', width: 80 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function CopyRows() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          onClipboardCopy={(text) => setCopied(text)}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, minHeight: 80, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
      >
        {copied || 'Tick some rows, click one of them, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
    </Stack>
  );
}
