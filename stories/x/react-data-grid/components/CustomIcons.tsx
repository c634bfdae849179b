import * as React from 'react';
import Box from '@mui/material/Box';
import NorthIcon from '@mui/icons-material/North';
import SouthIcon from '@mui/icons-material/South';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';

// Icon slots receive the grid's icon props. Material UI's `color` names differ from the
// grid's, so the wrappers pass everything else to the Material UI icon.
function SortedAscending({ color, ...other }: GridBaseIconProps) {
  return <NorthIcon {...other} />;
}

function SortedDescending({ color, ...other }: GridBaseIconProps) {
  return <SouthIcon {...other} />;
}

function ColumnMenu({ color, ...other }: GridBaseIconProps) {
  return <MoreHorizIcon {...other} />;
}

function Boarded({ color, ...other }: GridBaseIconProps) {
  return <TaskAltIcon {...other} color="success" titleAccess="Boarded" />;
}

function NotBoarded({ color, ...other }: GridBaseIconProps) {
  return <RadioButtonUncheckedIcon {...other} color="action" titleAccess="Not boarded" />;
}

const rows = [
  { id: 1, flight: 'KL 1023', destination: 'Copenhagen', departure: '07:15', boarded: true },
  { id: 2, flight: 'BA 431', destination: 'London City', departure: '08:40', boarded: true },
  { id: 3, flight: 'LX 727', destination: 'Zurich', departure: '09:05', boarded: false },
  { id: 4, flight: 'IB 3251', destination: 'Madrid', departure: '10:30', boarded: false },
  { id: 5, flight: 'SK 1552', destination: 'Stockholm', departure: '06:50', boarded: true },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'Departure', width: 120 },
  { field: 'boarded', headerName: 'Boarded', type: 'boolean', width: 110 },
];

export default function CustomIcons() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: SortedAscending,
          columnSortedDescendingIcon: SortedDescending,
          columnMenuIcon: ColumnMenu,
          booleanCellTrueIcon: Boarded,
          booleanCellFalseIcon: NotBoarded,
        }}
      />
    </Box>
  );
}
