import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

// Sessions are stored once and referenced by id from the time slots.
const sessions = {
  keynote: { title: 'Opening keynote', speaker: 'Amara Okafor' },
  tables: { title: 'Designing accessible data tables', speaker: 'Lucas Moreau' },
  realtime: { title: 'Real-time dashboards at scale', speaker: 'Hana Sato' },
  forms: { title: 'Workshop: type-safe forms', speaker: 'Priya Raman' },
  lightning1: { title: 'Lightning talks', speaker: 'Five speakers' },
  lightning2: { title: 'Lightning talks', speaker: 'Five more speakers' },
  testing: { title: 'Testing UI with Storybook', speaker: 'Diego Alvarez' },
  i18n: { title: 'Shipping in 30 languages', speaker: 'Yuki Tanaka' },
};

// One row per 30 minutes. A session that lasts longer appears in each of its slots.
const rows = [
  { id: 1, time: '09:00', mainHall: 'keynote' },
  { id: 2, time: '09:30', mainHall: 'keynote' },
  { id: 3, time: '10:00', mainHall: 'tables', roomA: 'forms', roomB: 'realtime' },
  { id: 4, time: '10:30', mainHall: 'tables', roomA: 'forms', roomB: 'realtime' },
  { id: 5, time: '11:00', mainHall: 'lightning1', roomA: 'forms', roomB: 'testing' },
  { id: 6, time: '11:30', mainHall: 'lightning2', roomA: 'forms', roomB: 'i18n' },
];

function SessionCell({ row, field }) {
  const session = sessions[row[field] ?? ''];
  if (!session) {
    return null;
  }
  return (
    <Box sx={{ py: 1, lineHeight: 1.4, whiteSpace: 'normal' }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
        {session.title}
      </Typography>
      <Typography variant="body2" component="p" color="text.secondary">
        {session.speaker}
      </Typography>
    </Box>
  );
}

const roomColumn = (field, headerName) => ({
  field,
  headerName,
  flex: 1,
  minWidth: 170,
  sortable: false,
  // The cell's value is the title, used by filtering, export and copy…
  valueGetter: (value) => (value ? sessions[value].title : null),
  // …but spans follow the session id: the two "Lightning talks" sessions stay apart.
  rowSpanValueGetter: (_value, row) => row[field] ?? null,
  renderCell: (params) => <SessionCell {...params} />,
});

const columns = [
  { field: 'time', headerName: 'Time', width: 80, sortable: false },
  roomColumn('mainHall', 'Main hall'),
  roomColumn('roomA', 'Room A'),
  roomColumn('roomB', 'Room B'),
];

export default function ConferenceAgenda() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        rowHeight={80}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { alignItems: 'flex-start', display: 'flex' } }}
      />
    </Box>
  );
}
