import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TEA-SEN-100', product: 'Sencha, first flush', origin: 'Shizuoka, Japan', stock: 42 },
  { id: 2, sku: 'TEA-DAR-100', product: 'Darjeeling, second flush', origin: 'West Bengal, India', stock: 18 },
  { id: 3, sku: 'TEA-ASS-250', product: 'Assam breakfast', origin: 'Assam, India', stock: 96 },
  { id: 4, sku: 'TEA-OOL-100', product: 'Tieguanyin oolong', origin: 'Fujian, China', stock: 25 },
  { id: 5, sku: 'TEA-RTB-100', product: 'Rooibos vanilla', origin: 'Western Cape, South Africa', stock: 64 },
  { id: 6, sku: 'TEA-GEN-250', product: 'Genmaicha', origin: 'Kyoto, Japan', stock: 31 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'origin', headerName: 'Origin', width: 200 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
];

// Commas separate the search terms, so that a term can contain spaces ("second flush").
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');

const formatTerms = (terms: string[]) => terms.join(', ');

function TeaToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        expanded
        parser={parseTerms}
        formatter={formatTerms}
        debounceMs={400}
        style={{ display: 'flex', alignItems: 'center', gap: 4, width: '100%' }}
      >
        <QuickFilterControl placeholder="Terms, separated by commas" size="small" fullWidth />
        <QuickFilterClear aria-label="Clear search" size="small">
          <CloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function SearchParser() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: TeaToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // A row matches when it contains any of the terms.
              quickFilterLogicOperator: GridLogicOperator.Or,
              quickFilterValues: ['japan', 'second flush'],
            },
          },
        }}
      />
    </Box>
  );
}
