import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  route: string;
  departure: string;
  seats: number;
}

const AIRPORTS = ['CDG', 'FRA', 'LHR', 'AMS', 'MAD', 'FCO', 'VIE', 'CPH'];
const TOTAL = 100;
const PAGE_SIZE = 25;

/** The flight at a position of the schedule: the same data on every load. */
function flightAt(index: number): Flight {
  const from = AIRPORTS[index % AIRPORTS.length];
  const to = AIRPORTS[(index * 3 + 1) % AIRPORTS.length];
  const minutes = 6 * 60 + index * 10;
  const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { id: `XA-${1000 + index}`, route: `${from} → ${to === from ? 'OSL' : to}`, departure: time, seats: 12 + ((index * 7) % 40) };
}

/** Stands in for your server: the next page of flights after a short delay. */
function fetchFlights(offset: number): Promise<Flight[]> {
  const page = Array.from({ length: Math.min(PAGE_SIZE, TOTAL - offset) }, (_, i) => flightAt(offset + i));
  return new Promise((resolve) => {
    setTimeout(() => resolve(page), 300);
  });
}

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', width: 130 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'seats', headerName: 'Free seats', type: 'number', width: 110 },
];

const firstPage = Array.from({ length: PAGE_SIZE }, (_, i) => flightAt(i));

export default function InfiniteLoading() {
  const [rows, setRows] = React.useState<Flight[]>(firstPage);
  const [loading, setLoading] = React.useState(false);

  const loadMore = async () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    const next = await fetchFlights(rows.length);
    setRows((current) => [...current, ...next]);
    setLoading(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          onRowsScrollEnd={loadMore}
          scrollEndThreshold={120}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p">
        {`${rows.length} of ${TOTAL} flights loaded`}
      </Typography>
    </Stack>
  );
}
