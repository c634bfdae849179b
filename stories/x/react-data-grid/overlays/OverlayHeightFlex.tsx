import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', width: 120 },
  { field: 'organiser', headerName: 'Organiser', flex: 1, minWidth: 150 },
  { field: 'start', headerName: 'Start', width: 90 },
  { field: 'end', headerName: 'End', width: 90 },
];

function NoBookings(props: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <EventBusyOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="body2">No meeting room is booked on Friday, 14 March.</Typography>
      </Box>
    </GridOverlay>
  );
}

export default function OverlayHeightFlex() {
  return (
    // A flex column without a height: the grid is as tall as its content.
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        rows={[]}
        columns={columns}
        hideFooter
        slots={{ noRowsOverlay: NoBookings }}
        sx={{ '--DataGrid-overlayHeight': '200px' }}
      />
    </Box>
  );
}
