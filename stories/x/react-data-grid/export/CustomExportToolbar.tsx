import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'DSK-140', product: 'Standing desk', stock: 18, warehouse: 'Lyon' },
  { id: 2, sku: 'CHR-220', product: 'Ergonomic chair', stock: 42, warehouse: 'Lyon' },
  { id: 3, sku: 'ARM-031', product: 'Monitor arm', stock: 7, warehouse: 'Porto' },
  { id: 4, sku: 'LMP-015', product: 'Desk lamp', stock: 63, warehouse: 'Porto' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
];

function InventoryToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'inventory' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true, hideToolbar: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomExportToolbar() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: InventoryToolbar }} showToolbar />
    </Box>
  );
}
