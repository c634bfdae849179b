import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'KB-104', product: 'Mechanical keyboard', stock: 42, warehouse: 'Rotterdam' },
  { id: 2, sku: 'MS-220', product: 'Wireless mouse', stock: 118, warehouse: 'Rotterdam' },
  { id: 3, sku: 'MN-270', product: '27" monitor', stock: 9, warehouse: 'Leipzig' },
  { id: 4, sku: 'HS-031', product: 'USB headset', stock: 64, warehouse: 'Leipzig' },
  { id: 5, sku: 'DK-500', product: 'Docking station', stock: 23, warehouse: 'Lyon' },
  { id: 6, sku: 'WC-015', product: 'HD webcam', stock: 0, warehouse: 'Lyon' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
];

function InventoryToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const compact = density === 'compact';

  return (
    <Toolbar>
      <Typography variant="subtitle1" component="div" sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        Inventory
      </Typography>
      <Tooltip title="Compact rows">
        <ToolbarButton
          aria-label="Compact rows"
          aria-pressed={compact}
          color={compact ? 'primary' : 'default'}
          onClick={() => apiRef.current.setDensity(compact ? 'standard' : 'compact')}
        >
          <DensitySmallIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function DensityToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: InventoryToolbar }} showToolbar />
    </Box>
  );
}
