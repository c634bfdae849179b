import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// Consecutive periods of the same subject are double lessons: row spanning joins them.
const rows = [
  {
    id: 1,
    time: '08:00–08:50',
    monday: 'Mathematics',
    tuesday: 'English',
    wednesday: 'Biology',
    thursday: 'History',
    friday: 'Chemistry',
  },
  {
    id: 2,
    time: '09:00–09:50',
    monday: 'Mathematics',
    tuesday: 'French',
    wednesday: 'Biology',
    thursday: 'Geography',
    friday: 'Chemistry',
  },
  {
    id: 3,
    time: '10:10–11:00',
    monday: 'English',
    tuesday: 'Physics',
    wednesday: 'Mathematics',
    thursday: 'Art',
    friday: 'French',
  },
  {
    id: 4,
    time: '11:10–12:00',
    monday: 'History',
    tuesday: 'Physics',
    wednesday: 'Music',
    thursday: 'Art',
    friday: 'Mathematics',
  },
  // The lunch break spans the whole week: the Monday cell spans five columns.
  { id: 5, time: '12:00–13:00', monday: 'Lunch break' },
  {
    id: 6,
    time: '13:00–13:50',
    monday: 'Computer science',
    tuesday: 'Mathematics',
    wednesday: 'English',
    thursday: 'Chemistry',
    friday: 'Physical education',
  },
  {
    id: 7,
    time: '14:00–14:50',
    monday: 'Computer science',
    tuesday: 'Biology',
    wednesday: 'Study hall',
    thursday: 'English',
    friday: 'Physical education',
  },
];

const dayColumn = (field, headerName) => ({
  field,
  headerName,
  flex: 1,
  minWidth: 130,
  sortable: false,
  cellClassName: ({ row }) => (row.id === 5 ? 'schedule--break' : ''),
});

const columns = [
  { field: 'time', headerName: 'Time', width: 120, sortable: false },
  { ...dayColumn('monday', 'Monday'), colSpan: (_value, row) => (row.id === 5 ? 5 : undefined) },
  dayColumn('tuesday', 'Tuesday'),
  dayColumn('wednesday', 'Wednesday'),
  dayColumn('thursday', 'Thursday'),
  dayColumn('friday', 'Friday'),
];

export default function ClassSchedule() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
        sx={{
          '& .schedule--break': {
            justifyContent: 'center',
            textAlign: 'center',
            fontStyle: 'italic',
            bgcolor: 'action.hover',
          },
        }}
      />
    </Box>
  );
}
