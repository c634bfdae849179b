import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { deDE as materialDeDE } from '@mui/material/locale';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

interface Booking {
  id: number;
  guest: string;
  room: string;
  checkIn: Date;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Katharina Vogel', room: 'Doppelzimmer', checkIn: new Date(2025, 4, 2), nights: 3 },
  { id: 2, guest: 'Matthias Wolf', room: 'Einzelzimmer', checkIn: new Date(2025, 4, 3), nights: 1 },
  { id: 3, guest: 'Leonie Braun', room: 'Suite', checkIn: new Date(2025, 4, 5), nights: 4 },
  { id: 4, guest: 'Felix Hartmann', room: 'Doppelzimmer', checkIn: new Date(2025, 4, 6), nights: 2 },
  { id: 5, guest: 'Sophie Neumann', room: 'Einzelzimmer', checkIn: new Date(2025, 4, 9), nights: 5 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Gast', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Zimmer', width: 130 },
  { field: 'checkIn', headerName: 'Anreise', type: 'date', width: 110 },
  { field: 'nights', headerName: 'Nächte', type: 'number', width: 90 },
];

export default function ThemeLocale() {
  // Extend the surrounding theme (light or dark, direction) with the German locales:
  // the grid's texts and those of the Material UI components it uses.
  const outerTheme = useTheme();
  const theme = React.useMemo(() => createTheme(outerTheme, deDE, materialDeDE), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <Box lang="de" sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} showToolbar disableRowSelectionOnClick />
      </Box>
    </ThemeProvider>
  );
}
