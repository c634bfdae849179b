import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// Every morning starts with a double lesson: the 08:00 cell covers the 09:00 column too,
// so the `second` field is never displayed.
const rows = [
  { id: 'mon', day: 'Monday', first: 'Mathematics', second: '', third: 'English', fourth: 'History', fifth: 'Art' },
  {
    id: 'tue',
    day: 'Tuesday',
    first: 'Biology lab',
    second: '',
    third: 'French',
    fourth: 'Mathematics',
    fifth: 'Music',
  },
  {
    id: 'wed',
    day: 'Wednesday',
    first: 'Physical education',
    second: '',
    third: 'Geography',
    fourth: 'English',
    fifth: 'Chemistry',
  },
  {
    id: 'thu',
    day: 'Thursday',
    first: 'Chemistry lab',
    second: '',
    third: 'Mathematics',
    fourth: 'French',
    fifth: 'Drama',
  },
  {
    id: 'fri',
    day: 'Friday',
    first: 'Computer science',
    second: '',
    third: 'History',
    fourth: 'Physics',
    fifth: 'Study hall',
  },
];

const lesson = { width: 130, sortable: false, filterable: false };

const columns = [
  { field: 'day', headerName: 'Day', width: 120, sortable: false },
  { field: 'first', headerName: '08:00', colSpan: 2, ...lesson },
  { field: 'second', headerName: '09:00', ...lesson },
  { field: 'third', headerName: '10:00', ...lesson },
  { field: 'fourth', headerName: '11:00', ...lesson },
  { field: 'fifth', headerName: '12:00', ...lesson },
];

export default function ColumnSpanningNumber() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
