import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Nordics', q1: 561, q2: 696 },
  { id: 2, region: 'Benelux', q1: 454, q2: 509 },
  { id: 3, region: 'Iberia', q1: 374, q2: 503 },
  { id: 4, region: 'DACH', q1: 803, q2: 889 },
];

const columns = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 110 },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 110 },
];

/** Before the grid writes its rows: a title and an empty line above the table. */
async function addTitle({ worksheet }) {
  worksheet.addRow(['Regional sales, first half of 2025']);
  worksheet.getRow(1).font = { bold: true, size: 14 };
  worksheet.addRow([]);
}

/** After the rows: a totals line with live spreadsheet formulas. */
async function addTotals({ worksheet }) {
  const lastDataRow = worksheet.rowCount;
  const totals = worksheet.addRow([
    'Total',
    { formula: `SUM(B4:B${lastDataRow})` },
    { formula: `SUM(C4:C${lastDataRow})` },
  ]);
  totals.font = { bold: true };
}

export default function ExcelProcessing() {
  const apiRef = useGridApiRef();

  const download = () => {
    apiRef.current?.exportDataAsExcel({
      fileName: 'regional-sales-h1',
      exceljsPreProcess: addTitle,
      exceljsPostProcess: addTotals,
    });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row">
        <Button variant="outlined" onClick={download}>
          Download report
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
