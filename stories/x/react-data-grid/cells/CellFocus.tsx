import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Item {
  id: string;
  name: string;
  stock: number;
  reorderAt: number;
}

const rows: Item[] = [
  { id: 'KB-104', name: 'Mechanical keyboard', stock: 42, reorderAt: 20 },
  { id: 'MS-220', name: 'Wireless mouse', stock: 118, reorderAt: 50 },
  { id: 'MN-270', name: '27" monitor', stock: 16, reorderAt: 10 },
  { id: 'HS-310', name: 'Headset', stock: 57, reorderAt: 25 },
  { id: 'LS-015', name: 'Laptop stand', stock: 4, reorderAt: 15 },
  { id: 'WC-120', name: 'Webcam', stock: 64, reorderAt: 30 },
];

const columns: GridColDef<Item>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function CellFocus() {
  const apiRef = useGridApiRef();
  const [lastClick, setLastClick] = React.useState('Click a cell');

  const focusLowStock = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const rowIndex = api.getRowIndexRelativeToVisibleRows('LS-015');
    const colIndex = api.getColumnIndex('stock');
    // Bring the cell into view, then give it the keyboard focus.
    api.scrollToIndexes({ rowIndex, colIndex });
    api.setCellFocus('LS-015', 'stock');
  };

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    setLastClick(`${params.colDef.headerName} of ${params.id}: ${params.formattedValue}`);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" size="small" onClick={focusLowStock}>
          Focus the lowest stock
        </Button>
      </Box>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onCellClick={handleCellClick}
          hideFooter
          sx={{
            // A thicker focus ring for the focused cell.
            '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        />
      </Box>
      <Typography variant="body2" data-testid="last-click">
        {lastClick}
      </Typography>
    </Stack>
  );
}
