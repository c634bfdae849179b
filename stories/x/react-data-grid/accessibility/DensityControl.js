import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, symbol: 'AAPL', side: 'Buy', quantity: 120, price: 189.37 },
  { id: 2, symbol: 'MSFT', side: 'Sell', quantity: 45, price: 415.1 },
  { id: 3, symbol: 'NVDA', side: 'Buy', quantity: 30, price: 876.22 },
  { id: 4, symbol: 'ASML', side: 'Buy', quantity: 12, price: 948.5 },
  { id: 5, symbol: 'SAP', side: 'Sell', quantity: 80, price: 181.06 },
  { id: 6, symbol: 'TSM', side: 'Buy', quantity: 200, price: 138.44 },
];

const columns = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    flex: 1,
    minWidth: 100,
    valueFormatter: (value) => `$${value.toFixed(2)}`,
  },
];

export default function DensityControl() {
  const [density, setDensity] = React.useState('standard');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Density"
        size="small"
        exclusive
        value={density}
        onChange={(_event, value) => {
          if (value) {
            setDensity(value);
          }
        }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} density={density} onDensityChange={setDensity} hideFooter />
      </Box>
    </Stack>
  );
}
