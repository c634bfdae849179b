import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'LH 401', destination: 'New York JFK', departure: '10:25', gate: 'B12', status: 'Boarding' },
  { id: 'AF 1234', destination: 'Rome Fiumicino', departure: '11:05', gate: 'A03', status: 'On time' },
  { id: 'KL 1002', destination: 'London Heathrow', departure: '11:40', gate: 'C07', status: 'Delayed' },
  { id: 'IB 3170', destination: 'Lisbon', departure: '12:15', gate: '—', status: 'Cancelled' },
  { id: 'SK 1420', destination: 'Stockholm Arlanda', departure: '12:50', gate: 'A11', status: 'On time' },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ConditionalRowStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        '& .flight--boarding': {
          backgroundColor: alpha(theme.palette.success.main, 0.14),
          '&:hover': { backgroundColor: alpha(theme.palette.success.main, 0.22) },
        },
        '& .flight--delayed': {
          backgroundColor: alpha(theme.palette.warning.main, 0.16),
          '&:hover': { backgroundColor: alpha(theme.palette.warning.main, 0.24) },
        },
        '& .flight--cancelled': {
          color: theme.palette.text.secondary,
          textDecoration: 'line-through',
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={({ row }) => `flight--${row.status.replace(' ', '-').toLowerCase()}`}
      />
    </Box>
  );
}
