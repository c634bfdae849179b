import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];

export default function NoRowsOverlay() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} />
    </Box>
  );
}
