import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Aurora', floor: 2, seats: 12, equipment: 'Video wall, whiteboard' },
  { id: 2, name: 'Birch', floor: 2, seats: 4, equipment: 'Display' },
  { id: 3, name: 'Cedar', floor: 3, seats: 8, equipment: 'Display, speakerphone' },
  { id: 4, name: 'Delta', floor: 3, seats: 20, equipment: 'Projector, microphones' },
  { id: 5, name: 'Elm', floor: 4, seats: 6, equipment: 'Whiteboard' },
];

const columns = [
  { field: 'name', headerName: 'Room', width: 110 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
  { field: 'equipment', headerName: 'Equipment', flex: 1, minWidth: 200 },
];

export default function DisableColumnFilter() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter disableColumnFilter />
    </Box>
  );
}
