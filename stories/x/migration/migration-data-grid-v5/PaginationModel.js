import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const destinations = ['Lyon', 'Rotterdam', 'Gdańsk', 'Valencia', 'Hamburg', 'Turin', 'Porto'];
const carriers = ['DHL', 'GLS', 'DPD', 'UPS'];

// 23 shipments generated deterministically from their index.
const rows = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  tracking: `SHP-${(48210 + index * 7).toString()}`,
  destination: destinations[index % destinations.length],
  carrier: carriers[(index * 3) % carriers.length],
  weightKg: Math.round((2.5 + ((index * 37) % 180) / 10) * 10) / 10,
  internalCode: `WH-${String(index + 1).padStart(3, '0')}`,
}));

const columns = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  // v6: `hide: true` on the column is gone; the visibility model hides it.
  { field: 'internalCode', headerName: 'Internal code', width: 130 },
];

export default function PaginationModel() {
  // v6: `page` and `pageSize` are merged into one controlled model.
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 5,
  });
  const [columnVisibilityModel, setColumnVisibilityModel] = React.useState({
    internalCode: false,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Shipments"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 25]}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={setColumnVisibilityModel}
        />
      </Box>
      <Typography variant="body2" component="p">
        paginationModel: page {paginationModel.page}, pageSize {paginationModel.pageSize}
      </Typography>
    </Stack>
  );
}
