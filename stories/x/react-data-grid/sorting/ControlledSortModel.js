import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-1042', customer: 'Northwind Traders', city: 'Seattle', amount: 1840.5, placedOn: new Date(2024, 4, 2) },
  { id: 'SO-1043', customer: 'Blue Harbor Foods', city: 'Lisbon', amount: 642, placedOn: new Date(2024, 4, 3) },
  { id: 'SO-1044', customer: 'Alpine Outfitters', city: 'Zurich', amount: 3275.2, placedOn: new Date(2024, 3, 28) },
  { id: 'SO-1045', customer: 'Sunrise Bakery', city: 'Osaka', amount: 218.75, placedOn: new Date(2024, 4, 6) },
  { id: 'SO-1046', customer: 'Maple Hardware', city: 'Toronto', amount: 1299.99, placedOn: new Date(2024, 3, 30) },
  { id: 'SO-1047', customer: 'Coral Reef Dive Co.', city: 'Cairns', amount: 905.4, placedOn: new Date(2024, 4, 1) },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
  { field: 'placedOn', headerName: 'Placed on', type: 'date', width: 130 },
];

export default function ControlledSortModel() {
  const [sortModel, setSortModel] = React.useState([{ field: 'placedOn', sort: 'desc' }]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setSortModel([{ field: 'placedOn', sort: 'desc' }])}>
          Newest first
        </Button>
        <Button variant="outlined" onClick={() => setSortModel([{ field: 'amount', sort: 'desc' }])}>
          Largest amount
        </Button>
        <Button onClick={() => setSortModel([])}>Clear sorting</Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        sortModel: {JSON.stringify(sortModel)}
      </Typography>
    </Stack>
  );
}
