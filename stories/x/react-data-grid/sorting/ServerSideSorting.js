import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

// ---- A stand-in for your back end: it owns the data, sorts it and returns one page. ----

const PRODUCTS = [
  { id: 'SKU-1001', name: 'Canvas tote bag', stock: 142, price: 18 },
  { id: 'SKU-1002', name: 'Ceramic mug', stock: 88, price: 12.5 },
  { id: 'SKU-1003', name: 'Linen apron', stock: 35, price: 34 },
  { id: 'SKU-1004', name: 'Cast iron skillet', stock: 21, price: 59 },
  { id: 'SKU-1005', name: 'Bamboo cutting board', stock: 64, price: 27 },
  { id: 'SKU-1006', name: 'Wool throw blanket', stock: 12, price: 89 },
  { id: 'SKU-1007', name: 'Glass storage jar', stock: 230, price: 9.75 },
  { id: 'SKU-1008', name: 'Copper kettle', stock: 9, price: 74 },
  { id: 'SKU-1009', name: 'Olive wood spoon', stock: 175, price: 8 },
  { id: 'SKU-1010', name: 'Stoneware bowl', stock: 96, price: 16 },
  { id: 'SKU-1011', name: 'Enamel pie dish', stock: 40, price: 22 },
  { id: 'SKU-1012', name: 'French press', stock: 53, price: 45 },
];

function fetchProducts({ sortModel, page, pageSize }) {
  const sorted = [...PRODUCTS];
  const [item] = sortModel;
  if (item?.sort) {
    const field = item.field;
    const sign = item.sort === 'desc' ? -1 : 1;
    sorted.sort((a, b) => sign * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0));
  }
  const rows = sorted.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => {
    // Answer after a fixed delay, like a request over the network.
    setTimeout(() => resolve({ rows, total: PRODUCTS.length }), 300);
  });
}

// ---- The page ----

const columns = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

const describe = (model) =>
  model.length === 0 ? 'unsorted' : model.map((item) => `${item.field} ${item.sort}`).join(', ');

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState([]);
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 4 });
  const [rows, setRows] = React.useState([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchProducts({ sortModel, ...paginationModel }).then((answer) => {
      // Ignore the answer to a request that a newer one replaced.
      if (current) {
        setRows(answer.rows);
        setRowCount(answer.total);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [sortModel, paginationModel]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading}
          sortingMode="server"
          onSortModelChange={(model) => {
            setSortModel(model);
            // A new order starts again from the first page.
            setPaginationModel((previous) => ({ ...previous, page: 0 }));
          }}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[4]}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        {loading ? 'Loading…' : `Page ${paginationModel.page + 1}, ${describe(sortModel)}`}
      </Typography>
    </Stack>
  );
}
