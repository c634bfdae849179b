import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  price: number;
}

const rows: Listing[] = [
  { id: 1, address: '14 Harbour Street', city: 'Brighton', bedrooms: 2, price: 385000 },
  { id: 2, address: '3 Mill Lane', city: 'York', bedrooms: 4, price: 520000 },
  { id: 3, address: '88 Queen Road', city: 'Bristol', bedrooms: 3, price: 455000 },
  { id: 4, address: '7 Orchard Close', city: 'Norwich', bedrooms: 5, price: 610000 },
  { id: 5, address: '21 Station Avenue', city: 'Leeds', bedrooms: 1, price: 210000 },
  { id: 6, address: '52 Castle Hill', city: 'Durham', bedrooms: 3, price: 298000 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `£${value.toLocaleString('en-GB')}`,
  },
];

export default function SortingApi() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A direction sorts that way; no direction moves to the next step, like a header click. */}
        <Button variant="outlined" onClick={() => apiRef.current?.sortColumn('price', 'asc')}>
          Cheapest first
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.sortColumn('bedrooms', 'desc')}>
          Most bedrooms
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current?.sortColumn('city')}>
          Next city order
        </Button>
        <Button onClick={() => apiRef.current?.setSortModel([])}>Clear sorting</Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
