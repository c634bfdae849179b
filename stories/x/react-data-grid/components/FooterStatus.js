import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';
import { DataGrid, GridFooterContainer, GridPagination } from '@mui/x-data-grid';

const rows = [
  { id: 1, symbol: 'ACME', price: 182.4, change: 1.8 },
  { id: 2, symbol: 'GLOBX', price: 64.15, change: -0.6 },
  { id: 3, symbol: 'INITECH', price: 23.9, change: 0.4 },
  { id: 4, symbol: 'UMBR', price: 311.02, change: -2.3 },
  { id: 5, symbol: 'STARK', price: 97.55, change: 3.1 },
];

const columns = [
  { field: 'symbol', headerName: 'Symbol', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 120 },
  { field: 'change', headerName: 'Change (%)', type: 'number', width: 130 },
];

function StatusFooter({ status }) {
  return (
    <GridFooterContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <CircleIcon fontSize="inherit" color={status === 'live' ? 'success' : 'disabled'} />
        <Typography variant="body2">{status === 'live' ? 'Live prices' : 'Feed paused'}</Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FooterStatus() {
  const [status, setStatus] = React.useState('live');

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setStatus((current) => (current === 'live' ? 'paused' : 'live'))}
      >
        {status === 'live' ? 'Pause feed' : 'Resume feed'}
      </Button>
      <Box sx={{ height: 350 }}>
        <DataGrid rows={rows} columns={columns} slots={{ footer: StatusFooter }} slotProps={{ footer: { status } }} />
      </Box>
    </Box>
  );
}
