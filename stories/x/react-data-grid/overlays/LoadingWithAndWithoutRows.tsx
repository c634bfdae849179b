import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  route: string;
  departure: string;
  status: string;
}

const flights: Flight[] = [
  { id: 'LH 401', route: 'Frankfurt → New York', departure: '10:25', status: 'Boarding' },
  { id: 'AF 1234', route: 'Paris → Rome', departure: '11:05', status: 'On time' },
  { id: 'KL 1002', route: 'Amsterdam → London', departure: '11:40', status: 'Delayed' },
  { id: 'IB 3170', route: 'Madrid → Lisbon', departure: '12:15', status: 'On time' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 180 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function LoadingWithAndWithoutRows() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        {/* No slotProps: the defaults are `variant: 'linear-progress'` and `noRowsVariant: 'skeleton'`. */}
        <DataGrid rows={hasRows ? flights : []} columns={columns} loading={loading} />
      </Box>
    </Stack>
  );
}
