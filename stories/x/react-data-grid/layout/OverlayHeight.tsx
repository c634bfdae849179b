import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function OverlayHeight() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {/* No rows: the "No rows" overlay takes 220px instead of two rows. */}
      <DataGrid rows={[]} columns={columns} hideFooter sx={{ '--DataGrid-overlayHeight': '220px' }} />
    </Box>
  );
}
