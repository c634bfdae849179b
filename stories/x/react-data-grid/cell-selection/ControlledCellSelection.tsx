import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

interface Timesheet {
  id: number;
  employee: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
type Day = (typeof DAYS)[number];

const initialRows: Timesheet[] = [
  { id: 1, employee: 'Amara Okafor', mon: 8, tue: 8, wed: 7.5, thu: 8, fri: 6 },
  { id: 2, employee: 'Lucas Moreau', mon: 6, tue: 6, wed: 6, thu: 0, fri: 6 },
  { id: 3, employee: 'Hana Sato', mon: 9, tue: 8.5, wed: 8, thu: 8, fri: 7 },
  { id: 4, employee: 'Diego Alvarez', mon: 8, tue: 0, wed: 8, thu: 8, fri: 8 },
  { id: 5, employee: 'Priya Raman', mon: 7.5, tue: 7.5, wed: 7.5, thu: 7.5, fri: 7.5 },
];

const columns: GridColDef<Timesheet>[] = [
  { field: 'employee', headerName: 'Employee', width: 140 },
  ...DAYS.map(
    (day): GridColDef<Timesheet> => ({
      field: day,
      headerName: day.charAt(0).toUpperCase() + day.slice(1),
      type: 'number',
      width: 70,
    }),
  ),
];

export default function ControlledCellSelection() {
  const [rows, setRows] = React.useState(initialRows);
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({});
  const [hours, setHours] = React.useState('8');

  // The model maps row ids to { field: true } for each selected cell.
  const selectedDayCells = Object.entries(cellSelectionModel).flatMap(([id, fields]) =>
    Object.entries(fields)
      .filter(([field, selected]) => selected && (DAYS as readonly string[]).includes(field))
      .map(([field]) => ({ id: Number(id), field: field as Day })),
  );

  const fill = () => {
    const value = Number(hours);
    setRows((previous) =>
      previous.map((row) => {
        const fields = selectedDayCells.filter((cell) => cell.id === row.id).map((cell) => cell.field);
        return fields.length ? { ...row, ...Object.fromEntries(fields.map((field) => [field, value])) } : row;
      }),
    );
  };

  const invalid = hours.trim() === '' || Number.isNaN(Number(hours));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Hours"
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          error={invalid}
          sx={{ width: 120 }}
        />
        <Button variant="contained" onClick={fill} disabled={invalid || selectedDayCells.length === 0}>
          Fill selected cells
        </Button>
        <Typography variant="body2" component="p">
          {selectedDayCells.length} day cells selected
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(model) => setCellSelectionModel(model)}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
