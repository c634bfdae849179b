import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridClasses,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Room {
  id: string;
  room: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
}

const rows: Room[] = [
  { id: 'atlas', room: 'Atlas', mon: 'Design review', tue: '—', wed: 'Sprint planning', thu: '—' },
  { id: 'borealis', room: 'Borealis', mon: '—', tue: 'Interviews', wed: 'Interviews', thu: 'Board call' },
  { id: 'cypress', room: 'Cypress', mon: 'All-hands', tue: '—', wed: '—', thu: 'Training' },
  { id: 'delta', room: 'Delta', mon: 'Budget', tue: 'Budget', wed: '—', thu: '—' },
  { id: 'ember', room: 'Ember', mon: '—', tue: 'Workshop', wed: 'Workshop', thu: 'Workshop' },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'mon', headerName: 'Mon', width: 140 },
  { field: 'tue', headerName: 'Tue', width: 140 },
  { field: 'wed', headerName: 'Wed', width: 140 },
  { field: 'thu', headerName: 'Thu', width: 140 },
];

// Starts with Tuesday and Wednesday selected in three rooms, so the outline shows at once.
const initialSelection: GridCellSelectionModel = {
  borealis: { tue: true, wed: true },
  cypress: { tue: true, wed: true },
  delta: { tue: true, wed: true },
};

export default function CellSelectionRangeStyling() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        // One outline around each continuous range, drawn on its edge cells.
        [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: `2px solid ${theme.palette.primary.main}` },
        [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: `2px solid ${theme.palette.primary.main}` },
        [`& .${gridClasses['cell--rangeLeft']}`]: { borderInlineStart: `2px solid ${theme.palette.primary.main}` },
        [`& .${gridClasses['cell--rangeRight']}`]: { borderInlineEnd: `2px solid ${theme.palette.primary.main}` },
      })}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        initialState={{ cellSelection: initialSelection }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
