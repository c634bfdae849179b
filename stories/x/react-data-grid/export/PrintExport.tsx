import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 'INV-2025-031', client: 'Harbor Supplies', issued: '2025-03-03', due: '2025-04-02', amount: 1796, owner: 'Lina' },
  { id: 'INV-2025-032', client: 'Linden Dental', issued: '2025-03-05', due: '2025-04-04', amount: 2490, owner: 'Marco' },
  { id: 'INV-2025-033', client: 'Northwind Cafe', issued: '2025-03-11', due: '2025-04-10', amount: 534, owner: 'Lina' },
  { id: 'INV-2025-034', client: 'Quarry Labs', issued: '2025-03-14', due: '2025-04-13', amount: 420, owner: 'Sam' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', width: 150 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110 },
  { field: 'owner', headerName: 'Account owner', width: 130 },
];

export default function PrintExport() {
  const apiRef = useGridApiRef();

  const print = () => {
    apiRef.current?.exportDataAsPrint({
      fileName: 'Open invoices, March 2025',
      hideToolbar: true,
      hideFooter: true,
      // The account owner stays on screen but off paper.
      fields: ['id', 'client', 'issued', 'due', 'amount'],
      pageStyle: '@page { size: A4 landscape; margin: 12mm; } body { font-size: 11pt; }',
    });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row">
        <Button variant="outlined" onClick={print}>
          Print invoices
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
    </Stack>
  );
}
