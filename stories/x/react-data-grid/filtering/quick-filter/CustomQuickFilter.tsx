import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  copies: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', genre: 'Science fiction', copies: 3 },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', genre: 'Literary fiction', copies: 2 },
  { id: 3, title: 'The Name of the Rose', author: 'Umberto Eco', genre: 'Mystery', copies: 1 },
  { id: 4, title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin', genre: 'Fantasy', copies: 4 },
  { id: 5, title: 'Kindred', author: 'Octavia E. Butler', genre: 'Science fiction', copies: 2 },
  { id: 6, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', genre: 'Literary fiction', copies: 1 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'genre', headerName: 'Genre', width: 140 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 80 },
];

function CatalogToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="div" sx={{ flex: 1, fontWeight: 'medium', mx: 0.5 }}>
        Library catalog
      </Typography>
      {/* Always expanded: no trigger button, the field is the whole quick filter. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search books"
              size="small"
              sx={{ width: { xs: 200, sm: 260 } }}
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search the catalog' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function CustomQuickFilter() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: CatalogToolbar }} />
    </Box>
  );
}
