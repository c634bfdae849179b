import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';

const starterCatalogue = [
  { id: 1, name: 'Espresso beans, 1 kg', category: 'Coffee', price: 24.9 },
  { id: 2, name: 'Ceramic pour-over', category: 'Brewing', price: 32 },
  { id: 3, name: 'Burr grinder', category: 'Brewing', price: 149 },
];

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
];

function EmptyCatalogue({ onImport }) {
  return (
    <GridOverlay>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}>
        <Inventory2OutlinedIcon color="action" fontSize="large" />
        <Typography variant="body2">Your catalogue has no products yet.</Typography>
        <Button size="small" variant="contained" onClick={onImport}>
          Import starter catalogue
        </Button>
      </Box>
    </GridOverlay>
  );
}

export default function EmptyStateOverlay() {
  const [rows, setRows] = React.useState([]);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ noRowsOverlay: EmptyCatalogue }}
        slotProps={{ noRowsOverlay: { onImport: () => setRows(starterCatalogue) } }}
      />
    </Box>
  );
}
