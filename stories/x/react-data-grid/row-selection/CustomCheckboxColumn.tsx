import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  menu: string;
}

const rows: Guest[] = [
  { id: 1, name: 'Zoë Lefèvre', table: 1, menu: 'Vegetarian' },
  { id: 2, name: 'Kwame Mensah', table: 1, menu: 'Fish' },
  { id: 3, name: 'Ingrid Haugen', table: 2, menu: 'Vegan' },
  { id: 4, name: 'Mateo Rossi', table: 2, menu: 'Meat' },
  { id: 5, name: 'Sofia Lindqvist', table: 3, menu: 'Fish' },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'table', headerName: 'Table', type: 'number', width: 80 },
  { field: 'menu', headerName: 'Menu', width: 110 },
  // The grid's own checkbox column, moved to the end and made wider.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 100 },
];

export default function CustomCheckboxColumn() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      {/* Keep `checkboxSelection` on: it is what makes the column select rows. */}
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </Box>
  );
}
