import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';

const rows = [
  { id: 'PO-7301', supplier: 'Brightline Paper', country: 'Canada', total: 1840 },
  { id: 'PO-7302', supplier: 'Kobe Steelworks', country: 'Japan', total: 12650 },
  { id: 'PO-7303', supplier: 'Lisboa Cork', country: 'Portugal', total: 930 },
  { id: 'PO-7304', supplier: 'Rheinland Tools', country: 'Germany', total: 4275 },
  { id: 'PO-7305', supplier: 'Pampas Leather', country: 'Argentina', total: 2310 },
  { id: 'PO-7306', supplier: 'Nordic Timber', country: 'Sweden', total: 7880 },
  { id: 'PO-7307', supplier: 'Mumbai Textiles', country: 'India', total: 3145 },
  { id: 'PO-7308', supplier: 'Atlas Ceramics', country: 'Morocco', total: 1560 },
  { id: 'PO-7309', supplier: 'Cascade Glass', country: 'United States', total: 5420 },
  { id: 'PO-7310', supplier: 'Adelaide Wool', country: 'Australia', total: 2690 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

/** The rows of the page on screen, in the grid's sort order, after the filters. */
function getCurrentPageRows({ apiRef }: GridCsvGetRowsToExportParams) {
  return gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);
}

const pageOptions: GridCsvExportOptions = { getRowsToExport: getCurrentPageRows };

export default function ExportCurrentPage() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  // Rebuild the preview whenever the page, the sort or the filters change.
  const updatePreview = React.useCallback(() => {
    setCsv(apiRef.current?.getDataAsCsv(pageOptions) ?? '');
  }, [apiRef]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ ...pageOptions, fileName: 'purchase-orders-page' })}
        >
          Download this page
        </Button>
      </Box>
      <Box sx={{ height: 250 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[4, 8]}
          initialState={{ pagination: { paginationModel: { pageSize: 4, page: 0 } } }}
          onStateChange={updatePreview}
        />
      </Box>
      <TextField
        label="CSV of the current page"
        value={csv}
        multiline
        minRows={5}
        maxRows={9}
        // CSV reads left to right, even on a right-to-left page.
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, dir: 'ltr', style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </Stack>
  );
}
