import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Office {
  id: number;
  city: string;
  country: string;
  manager: string;
  headcount: number;
}

const rows: Office[] = [
  { id: 1, city: 'Lisbon', country: 'Portugal', manager: 'Sofia Almeida', headcount: 42 },
  { id: 2, city: 'Nairobi', country: 'Kenya', manager: 'Daniel Kiptoo', headcount: 27 },
  { id: 3, city: 'Montréal', country: 'Canada', manager: 'Claire Gagnon', headcount: 63 },
  { id: 4, city: 'Seoul', country: 'South Korea', manager: 'Ji-woo Park', headcount: 35 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', width: 120, editable: true },
  { field: 'country', headerName: 'Country', width: 130, editable: true },
  { field: 'manager', headerName: 'Manager', flex: 1, minWidth: 150, editable: true },
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110, editable: true },
];

interface SelectedCell {
  id: number;
  field: string;
}

export default function ControlledCellModes() {
  const [selectedCell, setSelectedCell] = React.useState<SelectedCell | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const isEditing =
    selectedCell !== null && cellModesModel[selectedCell.id]?.[selectedCell.field]?.mode === GridCellModes.Edit;

  const setSelectedCellMode = (mode: GridCellModes, ignoreModifications = false) => {
    if (!selectedCell) {
      return;
    }
    const { id, field } = selectedCell;
    setCellModesModel({
      ...cellModesModel,
      [id]: {
        ...cellModesModel[id],
        [field]: mode === GridCellModes.Edit ? { mode } : { mode, ignoreModifications },
      },
    });
  };

  const handleCellClick = (params: GridCellParams<Office>) => {
    setSelectedCell({ id: params.row.id, field: params.field });
  };

  // Pressing a button would move the focus out of the cell, which stops editing on its own.
  const keepFocusInCell = (event: React.MouseEvent) => event.preventDefault();

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button
          variant="outlined"
          disabled={!selectedCell || isEditing}
          onMouseDown={keepFocusInCell}
          onClick={() => setSelectedCellMode(GridCellModes.Edit)}
        >
          Edit
        </Button>
        <Button
          variant="contained"
          disabled={!isEditing}
          onMouseDown={keepFocusInCell}
          onClick={() => setSelectedCellMode(GridCellModes.View)}
        >
          Save
        </Button>
        <Button
          disabled={!isEditing}
          onMouseDown={keepFocusInCell}
          onClick={() => setSelectedCellMode(GridCellModes.View, true)}
        >
          Cancel
        </Button>
        <Typography variant="body2" component="p" color="text.secondary">
          {selectedCell ? `Selected: row ${selectedCell.id}, ${selectedCell.field}` : 'Click a cell, then Edit.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={(model) => setCellModesModel(model)}
          onCellClick={handleCellClick}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        cellModesModel: {JSON.stringify(cellModesModel)}
      </Typography>
    </Stack>
  );
}
