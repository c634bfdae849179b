import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', email: 'amara.okafor@acme.example' },
  { id: 2, name: 'Jonas Lindqvist', team: 'Design', email: 'jonas.lindqvist@acme.example' },
  { id: 3, name: 'Priya Raman', team: 'Data', email: 'priya.raman@acme.example' },
  { id: 4, name: 'Mateo Silva', team: 'Platform', email: 'mateo.silva@acme.example' },
  { id: 5, name: 'Hana Sato', team: 'Support', email: 'hana.sato@acme.example' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'email', headerName: 'Email', width: 240 },
];

/** Every row in the grid's sort order, whatever the selection and the filters. */
function getAllRows({ apiRef }: GridCsvGetRowsToExportParams) {
  return gridSortedRowIdsSelector(apiRef);
}

export default function ExportRowSets() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'team-selection' })}>
          Export
        </Button>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'team-all', getRowsToExport: getAllRows })}
        >
          Export all employees
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooter />
      </Box>
    </Stack>
  );
}
