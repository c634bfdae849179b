import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridFooterContainer, useGridApiContext, useGridEvent } from '@mui/x-data-grid';

const rows = [
  { id: 1, product: 'Espresso beans, 1 kg', sku: 'CF-1001', stock: 84, reorderAt: 40 },
  { id: 2, product: 'Ceramic pour-over', sku: 'BR-2040', stock: 12, reorderAt: 15 },
  { id: 3, product: 'Burr grinder', sku: 'BR-2210', stock: 7, reorderAt: 5 },
  { id: 4, product: 'Paper filters, 100', sku: 'BR-0100', stock: 230, reorderAt: 120 },
  { id: 5, product: 'Milk jug, 600 ml', sku: 'AC-0600', stock: 19, reorderAt: 20 },
];

const columns = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

function FocusedCellFooterSlot() {
  const apiRef = useGridApiContext();
  const [focused, setFocused] = React.useState(null);

  // Subscribed while the footer is mounted, removed when it unmounts.
  useGridEvent(apiRef, 'cellFocusIn', (params) => setFocused(params));

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2 }} aria-live="polite">
        <Typography variant="body2">
          {focused
            ? `${focused.colDef.headerName}: ${String(focused.formattedValue)} (row ${focused.id})`
            : 'Focus a cell to see it here.'}
        </Typography>
      </Box>
    </GridFooterContainer>
  );
}

export default function FocusedCellFooter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: FocusedCellFooterSlot }} />
    </Box>
  );
}
