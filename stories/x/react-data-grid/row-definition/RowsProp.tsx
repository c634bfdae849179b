import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  inStock: number;
  // Not shown in any column: rows may carry more fields than the grid displays.
  isbn: string;
}

// Defined outside the component, so the array keeps the same reference on every render.
const rows: GridRowsProp<Book> = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, inStock: 7, isbn: '9780441478125' },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, inStock: 12, isbn: '9780385474542' },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, inStock: 4, isbn: '9780679731726' },
  { id: 4, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, inStock: 9, isbn: '9780060883287' },
  { id: 5, title: 'Beloved', author: 'Toni Morrison', year: 1987, inStock: 0, isbn: '9781400033416' },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'year', headerName: 'Published', type: 'number', width: 110, valueFormatter: (value: number) => String(value) },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function RowsProp() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
