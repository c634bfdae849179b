import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958 },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967 },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989 },
  { id: 5, title: 'Beloved', author: 'Toni Morrison', year: 1987 },
  { id: 6, title: 'The Master and Margarita', author: 'Mikhail Bulgakov', year: 1967 },
  { id: 7, title: 'Pedro Páramo', author: 'Juan Rulfo', year: 1955 },
  { id: 8, title: 'The Wind-Up Bird Chronicle', author: 'Haruki Murakami', year: 1994 },
  { id: 9, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', year: 2006 },
  { id: 10, title: 'The God of Small Things', author: 'Arundhati Roy', year: 1997 },
  { id: 11, title: 'Invisible Cities', author: 'Italo Calvino', year: 1972 },
  { id: 12, title: 'Wolf Hall', author: 'Hilary Mantel', year: 2009 },
  { id: 13, title: 'The Name of the Rose', author: 'Umberto Eco', year: 1980 },
  { id: 14, title: 'Disgrace', author: 'J. M. Coetzee', year: 1999 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80 },
];

// Rendered in the footer in place of the default pagination; it reads and changes the grid's state.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      // The grid counts pages from 0, the Pagination component from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ px: 1 }}
    />
  );
}

export default function CustomPaginationComponent() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
