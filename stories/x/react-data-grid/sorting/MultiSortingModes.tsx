import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';

type Mode = 'modifier' | 'always' | 'off';

interface Flight {
  id: string;
  airline: string;
  destination: string;
  stops: number;
  price: number;
}

const rows: Flight[] = [
  { id: 'LH 402', airline: 'Lufthansa', destination: 'New York', stops: 0, price: 612 },
  { id: 'AF 118', airline: 'Air France', destination: 'Montreal', stops: 1, price: 488 },
  { id: 'KL 641', airline: 'KLM', destination: 'New York', stops: 1, price: 455 },
  { id: 'BA 175', airline: 'British Airways', destination: 'New York', stops: 0, price: 698 },
  { id: 'IB 6251', airline: 'Iberia', destination: 'Montreal', stops: 0, price: 537 },
  { id: 'LX 22', airline: 'Swiss', destination: 'Montreal', stops: 1, price: 502 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'airline', headerName: 'Airline', flex: 1, minWidth: 140 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

const describe = (model: GridSortModel) =>
  model.length === 0 ? 'none' : model.map((item) => `${item.field} ${item.sort}`).join(', then ');

export default function MultiSortingModes() {
  const [mode, setMode] = React.useState<Mode>('modifier');
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  const changeMode = (next: Mode) => {
    setMode(next);
    // A grid that sorts by one column at most must not receive a longer model.
    if (next === 'off') {
      setSortModel((model) => model.slice(0, 1));
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_event, next: Mode | null) => next && changeMode(next)}
        aria-label="Multi-sorting"
      >
        <ToggleButton value="modifier">With Ctrl or Shift</ToggleButton>
        <ToggleButton value="always">On every click</ToggleButton>
        <ToggleButton value="off">Off</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          multipleColumnsSortingMode={mode === 'always' ? 'always' : 'withModifierKey'}
          disableMultipleColumnsSorting={mode === 'off'}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        Sorted by: {describe(sortModel)}
      </Typography>
    </Stack>
  );
}
