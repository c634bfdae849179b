import * as React from 'react';
import Box from '@mui/material/Box';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';

// The grid's `color` values differ from Material UI's: keep the other props for the icon.
function SortedAscending({ color, ...other }: GridBaseIconProps) {
  return <ExpandLessIcon {...other} />;
}

function SortedDescending({ color, ...other }: GridBaseIconProps) {
  return <ExpandMoreIcon {...other} />;
}

interface Shipment {
  id: string;
  destination: string;
  weight: number;
  shippedOn: Date;
}

const rows: Shipment[] = [
  { id: 'SH-2301', destination: 'Rotterdam', weight: 1240, shippedOn: new Date(2024, 6, 3) },
  { id: 'SH-2302', destination: 'Singapore', weight: 860, shippedOn: new Date(2024, 6, 1) },
  { id: 'SH-2303', destination: 'Santos', weight: 2115, shippedOn: new Date(2024, 6, 8) },
  { id: 'SH-2304', destination: 'Durban', weight: 530, shippedOn: new Date(2024, 5, 27) },
  { id: 'SH-2305', destination: 'Busan', weight: 1775, shippedOn: new Date(2024, 6, 5) },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'shippedOn', headerName: 'Shipped on', type: 'date', width: 130 },
];

export default function CustomSortIcons() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{
          columnSortedAscendingIcon: SortedAscending,
          columnSortedDescendingIcon: SortedDescending,
        }}
      />
    </Box>
  );
}
