import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  product: string;
  price: number;
  weight: number;
}

const rows: Listing[] = [
  { id: 1, product: 'Cast-iron skillet', price: 42.5, weight: 2.3 },
  { id: 2, product: 'Chef’s knife', price: 89, weight: 0.25 },
  { id: 3, product: 'Bamboo cutting board', price: 24.95, weight: 1.1 },
  { id: 4, product: 'Dutch oven', price: 129, weight: 5.4 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// The default editor, with a unit on one side and the native input's own constraints.
// The grid's input wraps adornments in an `InputAdornment` itself: pass plain content.
function renderUnitEditCell(params: GridRenderEditCellParams, unit: string, position: 'start' | 'end', step: number) {
  return (
    <GridEditInputCell
      {...params}
      slotProps={{
        root: {
          ...(position === 'start' ? { startAdornment: unit } : { endAdornment: unit }),
          slotProps: { htmlInput: { min: 0, step } },
        },
      }}
    />
  );
}

const columns: GridColDef<Listing>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
    renderEditCell: (params) => renderUnitEditCell(params, '$', 'start', 0.01),
  },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => `${value} kg`,
    renderEditCell: (params) => renderUnitEditCell(params, 'kg', 'end', 0.05),
  },
];

export default function InputCellAdornment() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
