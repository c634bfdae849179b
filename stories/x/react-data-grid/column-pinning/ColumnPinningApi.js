import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridPinnedColumnPosition, useGridApiRef } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 'LH 400',
    airline: 'Lufthansa',
    origin: 'Frankfurt',
    destination: 'New York',
    departure: '10:20',
    aircraft: 'Boeing 747-8',
    gate: 'Z25',
    status: 'Boarding',
  },
  {
    id: 'AF 276',
    airline: 'Air France',
    origin: 'Paris',
    destination: 'Tokyo',
    departure: '13:35',
    aircraft: 'Boeing 777-300ER',
    gate: 'L41',
    status: 'On time',
  },
  {
    id: 'QF 1',
    airline: 'Qantas',
    origin: 'Sydney',
    destination: 'London',
    departure: '15:50',
    aircraft: 'Airbus A380',
    gate: '9',
    status: 'Delayed',
  },
  {
    id: 'EK 202',
    airline: 'Emirates',
    origin: 'Dubai',
    destination: 'New York',
    departure: '02:50',
    aircraft: 'Airbus A380',
    gate: 'A4',
    status: 'On time',
  },
  {
    id: 'SQ 322',
    airline: 'Singapore Airlines',
    origin: 'Singapore',
    destination: 'London',
    departure: '23:40',
    aircraft: 'Airbus A350-900',
    gate: 'B6',
    status: 'Scheduled',
  },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'origin', headerName: 'From', width: 120 },
  { field: 'destination', headerName: 'To', width: 120 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'aircraft', headerName: 'Aircraft', width: 170 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('status');
  const [pinned, setPinned] = React.useState({});

  // The same answer as `apiRef.current.isColumnPinned(field)`: 'left', 'right' or false.
  let side = false;
  if (pinned.left?.includes(field)) {
    side = 'left';
  } else if (pinned.right?.includes(field)) {
    side = 'right';
  }

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            disabled={side === 'left'}
            onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}
          >
            Pin left
          </Button>
          <Button
            variant="outlined"
            disabled={side === 'right'}
            onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}
          >
            Pin right
          </Button>
          <Button variant="outlined" disabled={!side} onClick={() => apiRef.current?.unpinColumn(field)}>
            Unpin
          </Button>
          <Button onClick={() => apiRef.current?.setPinnedColumns({})}>Reset</Button>
        </Stack>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // Called for every change, from the menu or from the API.
          onPinnedColumnsChange={(model) => setPinned(model)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        pinnedColumns: {JSON.stringify(pinned)}
      </Typography>
    </Stack>
  );
}
