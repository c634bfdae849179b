import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface PriceRow {
  id: string;
  product: string;
  price: number;
  stock: number;
}

const initialRows: PriceRow[] = [
  { id: 'TEA-01', product: 'Sencha, 100 g', price: 12.5, stock: 140 },
  { id: 'TEA-02', product: 'Darjeeling, 100 g', price: 15, stock: 86 },
  { id: 'TEA-03', product: 'Rooibos, 250 g', price: 9.9, stock: 210 },
  { id: 'TEA-04', product: 'Matcha, 30 g', price: 24, stock: 42 },
  { id: 'TEA-05', product: 'Earl Grey, 100 g', price: 11, stock: 175 },
];

export default function BulkEditing() {
  // The rows as last saved. The grid keeps the unsaved edits on its side.
  const [savedRows, setSavedRows] = React.useState(initialRows);
  const [changes, setChanges] = React.useState<Record<GridRowId, PriceRow>>({});
  const changedCount = Object.keys(changes).length;

  const processRowUpdate = (newRow: PriceRow) => {
    setChanges((prev) => ({ ...prev, [newRow.id]: newRow }));
    return newRow;
  };

  const saveAll = () => {
    // One request for every changed row would go here.
    setSavedRows(savedRows.map((row) => changes[row.id] ?? row));
    setChanges({});
  };

  const discardAll = () => {
    // A new array makes the grid take the saved rows again.
    setSavedRows([...savedRows]);
    setChanges({});
  };

  const columns: GridColDef<PriceRow>[] = [
    { field: 'id', headerName: 'SKU', width: 90 },
    { field: 'product', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
    { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  ];

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="contained" disabled={changedCount === 0} onClick={saveAll}>
          Save changes
        </Button>
        <Button disabled={changedCount === 0} onClick={discardAll}>
          Discard
        </Button>
        <Typography variant="body2" component="p" color="text.secondary" role="status">
          {changedCount === 0 ? 'No unsaved changes' : `${changedCount} row(s) with unsaved changes`}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 330,
          '& .row--changed': { bgcolor: theme.alpha(theme.palette.warning.main, 0.15) },
        })}
      >
        <DataGrid
          rows={savedRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (changes[params.id] ? 'row--changed' : '')}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
