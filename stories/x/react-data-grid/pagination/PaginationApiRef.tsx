import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  city: string;
  temperature: number;
  humidity: number;
}

const CITIES = [
  'Reykjavík', 'Oslo', 'Helsinki', 'Tallinn', 'Riga', 'Vilnius', 'Warsaw', 'Prague', 'Vienna', 'Budapest',
  'Zagreb', 'Ljubljana', 'Milan', 'Lyon', 'Bordeaux', 'Porto', 'Lisbon', 'Seville', 'Valencia', 'Marseille',
  'Geneva', 'Munich', 'Hamburg', 'Copenhagen', 'Gothenburg', 'Bergen', 'Tromsø', 'Tampere', 'Turku', 'Gdańsk',
];

const rows: Station[] = CITIES.map((city, index) => ({
  id: index + 1,
  city,
  temperature: -4 + ((index * 13) % 28),
  humidity: 40 + ((index * 17) % 55),
}));

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

export default function PaginationApiRef() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.setPage(2)}>
          Page 3
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.setPageSize(10)}>
          10 rows per page
        </Button>
        <Button onClick={() => apiRef.current?.setPaginationModel({ page: 0, pageSize: 5 })}>Reset</Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
