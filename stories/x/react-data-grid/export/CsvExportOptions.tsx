import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Zürich', supplier: 'Müller & Söhne AG', invoice: 'INV-2025-031', amount: 1280.5 },
  { id: 2, city: 'Malmö', supplier: 'Åkesson Trä', invoice: 'INV-2025-032', amount: 845 },
  { id: 3, city: 'São Paulo', supplier: 'Conceição Têxtil', invoice: 'INV-2025-033', amount: 2310.75 },
  { id: 4, city: 'Kraków', supplier: 'Łukasz Wóz', invoice: 'INV-2025-034', amount: 512.2 },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 140 },
  { field: 'supplier', headerName: 'Supplier', width: 180 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

export default function CsvExportOptions() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'supplier-invoices-march',
              // A semicolon suits spreadsheets set to a locale with a decimal comma.
              delimiter: ';',
              // Lets Excel read the accented names as UTF-8.
              utf8WithBom: true,
            },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
