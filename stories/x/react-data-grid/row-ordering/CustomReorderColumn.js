import * as React from 'react';
import Box from '@mui/material/Box';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import { DataGridPro, GRID_REORDER_COL_DEF } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, city: 'Dublin', venue: '3Arena', date: 'Jun 4, 2025', __reorder__: 'Dublin' },
  { id: 2, city: 'Manchester', venue: 'AO Arena', date: 'Jun 7, 2025', __reorder__: 'Manchester' },
  { id: 3, city: 'Amsterdam', venue: 'Ziggo Dome', date: 'Jun 10, 2025', __reorder__: 'Amsterdam' },
  { id: 4, city: 'Berlin', venue: 'Uber Arena', date: 'Jun 13, 2025', __reorder__: 'Berlin' },
  { id: 5, city: 'Prague', venue: 'O2 Arena', date: 'Jun 16, 2025', __reorder__: 'Prague' },
];

const columns = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'venue', headerName: 'Venue', flex: 1, minWidth: 150 },
  { field: 'date', headerName: 'Date', width: 120 },
  {
    // Spreading the definition keeps the field and the drag handle; here the column moves to the end.
    ...GRID_REORDER_COL_DEF,
    headerName: 'Move',
    renderHeader: () => 'Move',
    width: 70,
  },
];

// The grid passes the icon a class name and a font size.
function ReorderIcon({ className, fontSize }) {
  return <DragHandleIcon className={className} fontSize={fontSize} />;
}

export default function CustomReorderColumn() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering slots={{ rowReorderIcon: ReorderIcon }} hideFooter />
    </Box>
  );
}
