import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPageCountSelector,
  gridPaginationModelSelector,
  useGridApiRef,
  useGridSelector,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  category: string;
  stock: number;
}

const categories = ['Furniture', 'Lighting', 'Accessories'];
const names = ['Oak desk', 'Task lamp', 'Monitor arm', 'Bookshelf', 'Floor lamp', 'Cable tray', 'Filing cabinet'];

const rows: Product[] = Array.from({ length: 21 }, (_, index) => ({
  id: `SKU-${2001 + index}`,
  name: `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
  category: categories[index % categories.length],
  stock: (index * 37) % 90,
}));

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', width: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

// Rendered outside the grid: it receives the apiRef once the grid has mounted.
function PageSummary({ apiRef }: { apiRef: React.RefObject<GridApi> }) {
  const paginationModel = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const matchingIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);

  return (
    <Typography variant="body2" component="p" role="status">
      Page {paginationModel.page + 1} of {pageCount}, {paginationModel.pageSize} rows per page.{' '}
      {matchingIds.length} products match; the first is {String(matchingIds[0] ?? 'none')}.
    </Typography>
  );
}

export default function SelectorsOutside() {
  const apiRef = useGridApiRef();
  // `apiRef.current` is null until the grid mounts: render the summary after that.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
      {mounted && apiRef.current ? <PageSummary apiRef={apiRef as React.RefObject<GridApi>} /> : null}
    </Stack>
  );
}
