import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

// Files only: the grid creates the folder rows and sums their contents.
const rows = [
  { id: 1, path: ['src', 'components', 'Button.tsx'], bytes: 4_812, modified: new Date(2025, 3, 22) },
  { id: 2, path: ['src', 'components', 'Dialog.tsx'], bytes: 11_930, modified: new Date(2025, 3, 18) },
  { id: 3, path: ['src', 'index.ts'], bytes: 640, modified: new Date(2025, 2, 30) },
  { id: 4, path: ['assets', 'logo.svg'], bytes: 2_304, modified: new Date(2025, 1, 11) },
  { id: 5, path: ['assets', 'hero.png'], bytes: 1_482_113, modified: new Date(2025, 3, 9) },
  { id: 6, path: ['package.json'], bytes: 1_275, modified: new Date(2025, 3, 20) },
];

function formatBytes(bytes) {
  if (bytes < 1_000) {
    return `${bytes} B`;
  }
  if (bytes < 1_000_000) {
    return `${(bytes / 1_000).toFixed(1)} kB`;
  }
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const columns = [
  {
    field: 'bytes',
    headerName: 'Size',
    type: 'number',
    width: 120,
    valueFormatter: (value) => (value == null ? '' : formatBytes(value)),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Name', width: 220 }}
        initialState={{ aggregation: { model: { bytes: 'sum', modified: 'max' } } }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
