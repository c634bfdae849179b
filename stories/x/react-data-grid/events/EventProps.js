import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'KL 1023', destination: 'Copenhagen', departure: '07:15', gate: 'D4', status: 'Boarding' },
  { id: 'BA 431', destination: 'London City', departure: '08:40', gate: 'B12', status: 'On time' },
  { id: 'LX 727', destination: 'Zurich', departure: '09:05', gate: 'C7', status: 'Delayed' },
  { id: 'IB 3251', destination: 'Madrid', departure: '10:30', gate: 'A2', status: 'On time' },
  { id: 'SK 1552', destination: 'Stockholm', departure: '11:50', gate: 'D9', status: 'Scheduled' },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function EventProps() {
  const [message, setMessage] = React.useState('Click a flight, or double-click it to pin it.');
  const [pinned, setPinned] = React.useState(null);

  // Props take the same listener signature as subscribeEvent: (params, event, details).
  const handleRowClick = (params) => {
    setMessage(`${params.row.id} to ${params.row.destination} leaves from gate ${params.row.gate}.`);
  };
  const handleRowDoubleClick = (params) => {
    setPinned(params.row.id);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onRowClick={handleRowClick}
          onRowDoubleClick={handleRowDoubleClick}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Pinned flight: {pinned ?? 'none'}
      </Typography>
    </Box>
  );
}
