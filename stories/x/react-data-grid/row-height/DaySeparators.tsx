import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowSpacingParams } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  time: string;
  title: string;
  room: string;
}

const rows: Session[] = [
  { id: 1, day: 'Tue, May 13', time: '09:00', title: 'Opening keynote', room: 'Main hall' },
  { id: 2, day: 'Tue, May 13', time: '10:30', title: 'Designing accessible data tables', room: 'Room A' },
  { id: 3, day: 'Tue, May 13', time: '14:00', title: 'Real-time dashboards at scale', room: 'Room B' },
  { id: 4, day: 'Wed, May 14', time: '09:30', title: 'Type-safe forms', room: 'Room A' },
  { id: 5, day: 'Wed, May 14', time: '11:00', title: 'Testing UI with Storybook', room: 'Room B' },
  { id: 6, day: 'Thu, May 15', time: '10:00', title: 'Server components in practice', room: 'Main hall' },
  { id: 7, day: 'Thu, May 15', time: '15:30', title: 'Closing panel', room: 'Main hall' },
];

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 220 },
  { field: 'room', headerName: 'Room', width: 110 },
];

// A thick separator above the first session of each day. This demo keeps the rows in their order.
function getRowSpacing({ model, indexRelativeToCurrentPage }: GridRowSpacingParams) {
  const previous = rows[indexRelativeToCurrentPage - 1];
  const startsNewDay = previous !== undefined && previous.day !== (model as Session).day;
  return { top: startsNewDay ? 6 : 0 };
}

export default function DaySeparators() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        rowSpacingType="border"
        disableColumnSorting
        hideFooter
        sx={{
          // The spacing sets the row's top border width (inline, for the rows that have one): add a style and a colour.
          '& .MuiDataGrid-row': { borderTopStyle: 'solid', borderTopWidth: 0, borderTopColor: 'divider' },
        }}
      />
    </Box>
  );
}
