import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const shipments = [
  { id: 'SH-1001', destination: 'Rotterdam', carrier: 'Maersk', parcels: 42 },
  { id: 'SH-1002', destination: 'Hamburg', carrier: 'DHL Freight', parcels: 18 },
  { id: 'SH-1003', destination: 'Antwerp', carrier: 'MSC', parcels: 65 },
  { id: 'SH-1004', destination: 'Le Havre', carrier: 'CMA CGM', parcels: 27 },
  { id: 'SH-1005', destination: 'Valencia', carrier: 'Maersk', parcels: 33 },
  { id: 'SH-1006', destination: 'Genoa', carrier: 'MSC', parcels: 12 },
  { id: 'SH-1007', destination: 'Gdańsk', carrier: 'DHL Freight', parcels: 54 },
  { id: 'SH-1008', destination: 'Piraeus', carrier: 'COSCO', parcels: 71 },
  { id: 'SH-1009', destination: 'Felixstowe', carrier: 'Evergreen', parcels: 23 },
  { id: 'SH-1010', destination: 'Algeciras', carrier: 'Maersk', parcels: 39 },
];

const columns = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

export default function MinMaxHeight() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => shipments.slice(0, count), [count]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setCount((c) => Math.min(c + 2, shipments.length))}
          disabled={count === shipments.length}
        >
          Add 2 shipments
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setCount((c) => Math.max(c - 2, 0))}
          disabled={count === 0}
        >
          Remove 2 shipments
        </Button>
      </Stack>
      {/* Grows with its rows between 200px and 400px, then scrolls. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
