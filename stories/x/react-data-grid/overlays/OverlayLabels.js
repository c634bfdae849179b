import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, file: 'q1-budget.xlsx', owner: 'Sofia Lindqvist', size: 284 },
  { id: 2, file: 'brand-guidelines.pdf', owner: 'Lucas Moreau', size: 5120 },
  { id: 3, file: 'onboarding-checklist.docx', owner: 'Hana Sato', size: 96 },
];

const columns = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'size', headerName: 'Size (KB)', type: 'number', width: 100 },
];

export default function OverlayLabels() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['invoice'] } } }}
        localeText={{ noRowsLabel: 'This folder is empty', noResultsOverlayLabel: 'No file matches your search' }}
        slotProps={{
          noRowsOverlay: { sx: { typography: 'subtitle1', color: 'text.secondary' } },
          noResultsOverlay: { sx: { typography: 'subtitle1', color: 'text.secondary' } },
        }}
      />
    </Box>
  );
}
