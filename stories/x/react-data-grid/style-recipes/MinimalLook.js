import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Harbour Lights', artist: 'The Lanterns', album: 'Low Tide', length: '3:42' },
  { id: 2, title: 'Paper Planes at Dusk', artist: 'Mira Koval', album: 'Northbound', length: '4:05' },
  { id: 3, title: 'Glasshouse', artist: 'Oda & the Owls', album: 'Glasshouse', length: '2:58' },
  { id: 4, title: 'Second Winter', artist: 'The Lanterns', album: 'Low Tide', length: '5:11' },
  { id: 5, title: 'Kite String', artist: 'Mira Koval', album: 'Northbound', length: '3:27' },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'album', headerName: 'Album', width: 130 },
  { field: 'length', headerName: 'Length', width: 80, align: 'right', headerAlign: 'right' },
];

export default function MinimalLook() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        sx={{
          border: 0,
          // No separators between the headers, a firmer line under them.
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.columnHeaders} .${gridClasses.columnHeader}`]: {
            borderBottom: 2,
            borderColor: 'text.primary',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 'fontWeightBold',
            textTransform: 'uppercase',
            fontSize: '0.75rem',
            letterSpacing: '0.08em',
          },
          // Only the hovered row stands out.
          [`& .${gridClasses.cell}`]: { borderTopColor: 'transparent' },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
