import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 'LH 401', origin: 'Frankfurt', destination: 'New York JFK', gate: 'Z25', delayMinutes: 0 },
  { id: 'AF 1234', origin: 'Paris CDG', destination: 'Lisbon', gate: 'F32', delayMinutes: 35 },
  { id: 'KL 1707', origin: 'Amsterdam', destination: 'Madrid', gate: 'D7', delayMinutes: 10 },
  { id: 'TP 553', origin: 'Lisbon', destination: 'Paris CDG', gate: '14', delayMinutes: 0 },
  { id: 'IB 3171', origin: 'Madrid', destination: 'Lisbon', gate: 'J44', delayMinutes: 55 },
  { id: 'BA 499', origin: 'London LHR', destination: 'Lisbon', gate: 'A10', delayMinutes: 0 },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', flex: 1, minWidth: 120 },
  { field: 'destination', headerName: 'To', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 110 },
];

export default function FilterApi() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({ items: [{ field: 'destination', operator: 'equals', value: 'Lisbon' }] })
          }
        >
          Arrivals in Lisbon
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({ items: [{ field: 'delayMinutes', operator: '>', value: 0 }] })
          }
        >
          Delayed flights
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.showFilterPanel('gate')}>
          Filter by gate…
        </Button>
        <Button onClick={() => apiRef.current?.setFilterModel({ items: [] })}>Clear filter</Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
