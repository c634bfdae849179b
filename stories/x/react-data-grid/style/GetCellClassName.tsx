import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface SalesRep {
  id: number;
  name: string;
  target: number;
  jan: number;
  feb: number;
  mar: number;
}

const rows: SalesRep[] = [
  { id: 1, name: 'Sofia Lindqvist', target: 40, jan: 42, feb: 38, mar: 51 },
  { id: 2, name: 'Mateo Rossi', target: 35, jan: 29, feb: 36, mar: 33 },
  { id: 3, name: 'Priya Raman', target: 45, jan: 47, feb: 49, mar: 44 },
  { id: 4, name: 'Chloé Laurent', target: 30, jan: 31, feb: 22, mar: 30 },
];

const months = ['jan', 'feb', 'mar'] as const;

const columns: GridColDef<SalesRep>[] = [
  { field: 'name', headerName: 'Sales rep', flex: 1, minWidth: 130 },
  { field: 'target', headerName: 'Target (k$)', type: 'number', width: 100 },
  { field: 'jan', headerName: 'January', type: 'number', width: 90 },
  { field: 'feb', headerName: 'February', type: 'number', width: 90 },
  { field: 'mar', headerName: 'March', type: 'number', width: 90 },
];

export default function GetCellClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 280,
        width: '100%',
        '& .sales--met': {
          backgroundColor: alpha(theme.palette.success.main, 0.16),
          fontWeight: theme.typography.fontWeightMedium,
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Called for every cell: one rule for all the month columns.
        getCellClassName={({ field, value, row }) =>
          months.includes(field as (typeof months)[number]) && Number(value) >= row.target ? 'sales--met' : ''
        }
      />
    </Box>
  );
}
