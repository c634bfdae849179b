import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 'LH 402',
    route: 'Frankfurt → New York JFK',
    departure: '10:25',
    aircraft: 'Boeing 747-8',
    gate: 'Z25',
    crew: 'Capt. Anna Weber, F/O Jonas Keller',
  },
  {
    id: 'AF 1380',
    route: 'Paris CDG → Madrid',
    departure: '11:05',
    aircraft: 'Airbus A320',
    gate: 'F32',
    crew: 'Capt. Louis Garnier, F/O Inès Roy',
  },
  {
    id: 'KL 1001',
    route: 'Amsterdam → London Heathrow',
    departure: '11:40',
    aircraft: 'Embraer 190',
    gate: 'D7',
    crew: 'Capt. Pieter de Vries, F/O Sanne Bakker',
  },
  {
    id: 'IB 3171',
    route: 'Madrid → Lisbon',
    departure: '12:15',
    aircraft: 'Airbus A321neo',
    gate: 'J44',
    crew: 'Capt. Marta Ruiz, F/O Pablo Ortega',
  },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 200 },
  { field: 'departure', headerName: 'Departure', width: 100 },
];

function FlightDetails({ row }) {
  return (
    <Box sx={{ py: 1.5, px: 2 }}>
      <Typography variant="body2">
        {row.aircraft}, gate {row.gate}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Crew: {row.crew}
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }) => <FlightDetails row={row} />;
const getDetailPanelHeight = () => 'auto';

export default function ControlledDetailPanels() {
  const [expandedRowIds, setExpandedRowIds] = React.useState(() => new Set(['KL 1001']));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        detailPanelExpandedRowIds: {JSON.stringify(Array.from(expandedRowIds))}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedRowIds}
          onDetailPanelExpandedRowIdsChange={(ids) => setExpandedRowIds(ids)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
