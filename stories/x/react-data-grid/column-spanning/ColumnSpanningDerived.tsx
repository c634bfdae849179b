import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Session {
  title: string;
  speaker: string;
  start: number; // hour of the day
  end: number;
}

interface RoomSchedule {
  id: string;
  room: string;
  sessions: Session[];
}

// Talks at a one-day conference, Wednesday 14 May 2025.
const rows: RoomSchedule[] = [
  {
    id: 'main',
    room: 'Main hall',
    sessions: [
      { title: 'Opening keynote', speaker: 'Amara Okafor', start: 9, end: 10 },
      { title: 'The state of React', speaker: 'Hana Sato', start: 10, end: 12 },
      { title: 'Panel: design systems at scale', speaker: 'Four speakers', start: 13, end: 15 },
      { title: 'Closing talk', speaker: 'Lucas Moreau', start: 16, end: 17 },
    ],
  },
  {
    id: 'workshop',
    room: 'Workshop room',
    sessions: [
      { title: 'Hands-on: testing components', speaker: 'Jonas Becker', start: 9, end: 12 },
      { title: 'Hands-on: accessible data grids', speaker: 'Priya Raman', start: 13, end: 17 },
    ],
  },
  {
    id: 'studio',
    room: 'Studio B',
    sessions: [
      { title: 'Lightning talks', speaker: 'Eight speakers', start: 10, end: 11 },
      { title: 'Animations that help', speaker: 'Chloé Laurent', start: 11, end: 12 },
      { title: 'Server components in practice', speaker: 'Diego Alvarez', start: 14, end: 16 },
    ],
  },
];

const hours = [9, 10, 11, 12, 13, 14, 15, 16];

function sessionAt(row: RoomSchedule, hour: number) {
  return row.sessions.find((session) => session.start === hour);
}

function SessionCell(params: GridRenderCellParams<RoomSchedule, Session | undefined>) {
  const session = params.value;
  if (!session) {
    return null;
  }
  return (
    <Box sx={{ lineHeight: 1.3, py: 1, overflow: 'hidden' }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 'fontWeightMedium' }}>
        {session.title}
      </Typography>
      <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
        {session.speaker} · {session.start}:00–{session.end}:00
      </Typography>
    </Box>
  );
}

const columns: GridColDef<RoomSchedule>[] = [
  { field: 'room', headerName: 'Room', width: 140 },
  ...hours.map(
    (hour): GridColDef<RoomSchedule> => ({
      field: `h${hour}`,
      headerName: `${hour}:00`,
      width: 150,
      sortable: false,
      filterable: false,
      valueGetter: (value, row) => sessionAt(row, hour),
      // A session spans as many hour columns as it lasts.
      colSpan: (value, row) => {
        const session = sessionAt(row, hour);
        return session ? session.end - session.start : undefined;
      },
      renderCell: SessionCell,
      cellClassName: (params) => (params.value ? 'session' : ''),
    }),
  ),
];

export default function ColumnSpanningDerived() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .session': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        rowHeight={64}
        disableColumnMenu
        disableRowSelectionOnClick
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
