import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SKU-101', name: 'Trail running shoes', category: 'Footwear', stock: 42 },
  { id: 'SKU-102', name: 'Merino base layer', category: 'Apparel', stock: 18 },
  { id: 'SKU-103', name: 'Ridge 45L backpack', category: 'Bags', stock: 7 },
  { id: 'SKU-104', name: 'Insulated bottle', category: 'Accessories', stock: 120 },
  { id: 'SKU-105', name: 'Rain shell jacket', category: 'Apparel', stock: 26 },
  { id: 'SKU-106', name: 'Headlamp 400 lm', category: 'Accessories', stock: 64 },
  { id: 'SKU-107', name: 'Approach shoes', category: 'Footwear', stock: 11 },
  { id: 'SKU-108', name: 'Trekking poles', category: 'Accessories', stock: 35 },
  { id: 'SKU-109', name: 'Down vest', category: 'Apparel', stock: 9 },
  { id: 'SKU-110', name: 'Daypack 20L', category: 'Bags', stock: 53 },
  { id: 'SKU-111', name: 'Camp stove', category: 'Cooking', stock: 14 },
  { id: 'SKU-112', name: 'Titanium pot', category: 'Cooking', stock: 22 },
];

const columns = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function ControlledPaginationModel() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 5 });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => setPaginationModel({ page: 0, pageSize: 5 })}>
          Back to the start
        </Button>
        <Button variant="outlined" onClick={() => setPaginationModel({ page: 0, pageSize: 10 })}>
          10 per page
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        paginationModel: {JSON.stringify(paginationModel)}
      </Typography>
    </Stack>
  );
}
