import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  director: string;
  studio: string;
  year: number;
}

const rows: Film[] = [
  { id: 1, title: 'Spirited Away', director: 'Hayao Miyazaki', studio: 'Studio Ghibli', year: 2001 },
  { id: 2, title: 'Toy Story', director: 'John Lasseter', studio: 'Pixar', year: 1995 },
  { id: 3, title: 'My Neighbor Totoro', director: 'Hayao Miyazaki', studio: 'Studio Ghibli', year: 1988 },
  { id: 4, title: 'Inside Out', director: 'Pete Docter', studio: 'Pixar', year: 2015 },
  { id: 5, title: 'The Tale of the Princess Kaguya', director: 'Isao Takahata', studio: 'Studio Ghibli', year: 2013 },
  { id: 6, title: 'Up', director: 'Pete Docter', studio: 'Pixar', year: 2009 },
  { id: 7, title: 'Wallace & Gromit: The Curse of the Were-Rabbit', director: 'Nick Park', studio: 'Aardman', year: 2005 },
];

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 150 },
  { field: 'studio', headerName: 'Studio', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
];

export default function QuickFilterInitialValues() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // Rows must contain "pixar" and "docter", each in any column.
              quickFilterValues: ['pixar', 'docter'],
            },
          },
        }}
      />
    </Box>
  );
}
