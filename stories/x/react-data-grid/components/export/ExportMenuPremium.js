import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DescriptionIcon from '@mui/icons-material/Description';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import { DataGridPremium, ExportCsv, ExportExcel, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';

const rows = [
  {
    id: 1,
    sku: 'CF-ETH-250',
    product: 'Ethiopia Guji, 250 g',
    roastDate: new Date(2025, 8, 1),
    stock: 84,
    price: 14.5,
  },
  {
    id: 2,
    sku: 'CF-COL-250',
    product: 'Colombia Huila, 250 g',
    roastDate: new Date(2025, 8, 2),
    stock: 120,
    price: 12.9,
  },
  { id: 3, sku: 'CF-KEN-250', product: 'Kenya Nyeri, 250 g', roastDate: new Date(2025, 8, 2), stock: 36, price: 16.8 },
  { id: 4, sku: 'CF-BRA-1K', product: 'Brazil Cerrado, 1 kg', roastDate: new Date(2025, 8, 4), stock: 22, price: 38 },
  { id: 5, sku: 'CF-DEC-250', product: 'Decaf Peru, 250 g', roastDate: new Date(2025, 8, 5), stock: 57, price: 13.4 },
];

const columns = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'roastDate', headerName: 'Roasted', type: 'date', width: 120 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

function StockToolbar() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef(null);
  const close = () => setOpen(false);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          ref={triggerRef}
          id="stock-export-trigger"
          aria-controls="stock-export-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="stock-export-menu"
        anchorEl={triggerRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'stock-export-trigger' } }}
      >
        <ExportExcel
          render={<MenuItem />}
          options={{ fileName: 'coffee-stock', columnsStyles: { price: { numFmt: '"$"#,##0.00' } } }}
          onClick={close}
        >
          <ListItemIcon>
            <GridOnIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Excel workbook</ListItemText>
        </ExportExcel>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'coffee-stock' }} onClick={close}>
          <ListItemIcon>
            <DescriptionIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>CSV file</ListItemText>
        </ExportCsv>
        <ExportPrint render={<MenuItem />} options={{ hideToolbar: true }} onClick={close}>
          <ListItemIcon>
            <PrintIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Print</ListItemText>
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenuPremium() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: StockToolbar }} />
    </Box>
  );
}
