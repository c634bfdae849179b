import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', pages: 304 },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', pages: 209 },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', pages: 417 },
  { id: 4, title: 'Kindred', author: 'Octavia E. Butler', pages: 264 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', pages: 245 },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

export default function QuickStart() {
  return (
    // The grid fills its parent, so the parent needs a height.
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
