import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridRowEditStopReasons, GridRowModes } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, name: 'Amara Okafor', phone: '+234 803 555 0142', city: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', phone: '+33 6 55 01 23 45', city: 'Lyon' },
  { id: 3, name: 'Hana Sato', phone: '+81 90 5550 1234', city: 'Kyoto' },
  { id: 4, name: 'Diego Alvarez', phone: '+34 655 501 234', city: 'Seville' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'phone', headerName: 'Phone', width: 170, editable: true },
  { field: 'city', headerName: 'City', width: 110, editable: true },
];

function allRowsIn(rows, mode) {
  return Object.fromEntries(rows.map((row) => [row.id, mode]));
}

export default function EditAllRows() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState({});
  const editing = Object.values(rowModesModel).some((row) => row.mode === GridRowModes.Edit);

  // Moving between rows must not save them one by one: only the buttons end editing.
  const handleRowEditStop = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {editing ? (
          <React.Fragment>
            <Button variant="contained" onClick={() => setRowModesModel(allRowsIn(rows, { mode: GridRowModes.View }))}>
              Save all
            </Button>
            <Button
              onClick={() => setRowModesModel(allRowsIn(rows, { mode: GridRowModes.View, ignoreModifications: true }))}
            >
              Cancel
            </Button>
          </React.Fragment>
        ) : (
          <Button variant="outlined" onClick={() => setRowModesModel(allRowsIn(rows, { mode: GridRowModes.Edit }))}>
            Edit all
          </Button>
        )}
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
