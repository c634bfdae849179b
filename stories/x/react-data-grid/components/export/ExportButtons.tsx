import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-3101', customer: 'Lindqvist AB', issued: new Date(2025, 5, 2), amount: 4200, internalNote: 'Net 30' },
  { id: 2, invoice: 'INV-3102', customer: 'Maison Dubois', issued: new Date(2025, 5, 4), amount: 1375.5, internalNote: 'Reminder sent' },
  { id: 3, invoice: 'INV-3103', customer: 'Okafor & Sons', issued: new Date(2025, 5, 9), amount: 980, internalNote: '' },
  { id: 4, invoice: 'INV-3104', customer: 'Kowalski Trade', issued: new Date(2025, 5, 11), amount: 12640, internalNote: 'Partial payment' },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'internalNote', headerName: 'Internal note', width: 150 },
];

// Both exports leave the internal note out.
const exportedFields = ['invoice', 'customer', 'issued', 'amount'];

function InvoiceExportToolbar() {
  return (
    <Toolbar>
      <ExportCsv
        render={<ToolbarButton render={<Button size="small" startIcon={<FileDownloadIcon />} />} />}
        options={{ fileName: 'invoices-june', delimiter: ';', fields: exportedFields }}
      >
        CSV
      </ExportCsv>
      <ExportPrint
        render={<ToolbarButton render={<Button size="small" startIcon={<PrintIcon />} />} />}
        options={{ fields: exportedFields, hideFooter: true, hideToolbar: true }}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter showToolbar slots={{ toolbar: InvoiceExportToolbar }} />
    </Box>
  );
}
