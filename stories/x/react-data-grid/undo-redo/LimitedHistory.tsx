import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Flight {
  id: string;
  route: string;
  gate: string;
  status: string;
}

const initialRows: Flight[] = [
  { id: 'LH 400', route: 'FRA → JFK', gate: 'Z25', status: 'Boarding' },
  { id: 'AF 276', route: 'CDG → HND', gate: 'L41', status: 'On time' },
  { id: 'QF 1', route: 'SYD → LHR', gate: '9', status: 'Delayed' },
  { id: 'EK 202', route: 'DXB → JFK', gate: 'A4', status: 'On time' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'route', headerName: 'Route', width: 130 },
  { field: 'gate', headerName: 'Gate', width: 90, editable: true },
  { field: 'status', headerName: 'Status', width: 120, editable: true },
];

// Keep at most this many steps. Older changes are folded into the base rows.
const MAX_STEPS = 3;

interface Change {
  before: Flight;
  after: Flight;
}

interface History {
  base: Flight[];
  changes: Change[];
  position: number;
}

const applyRow = (rows: Flight[], row: Flight) => rows.map((item) => (item.id === row.id ? row : item));

function addChange(history: History, change: Change): History {
  let base = history.base;
  let changes = [...history.changes.slice(0, history.position), change];
  while (changes.length > MAX_STEPS) {
    base = applyRow(base, changes[0].after);
    changes = changes.slice(1);
  }
  return { base, changes, position: changes.length };
}

export default function LimitedHistory() {
  const [history, setHistory] = React.useState<History>({ base: initialRows, changes: [], position: 0 });

  const rows = React.useMemo(
    () => history.changes.slice(0, history.position).reduce((current, change) => applyRow(current, change.after), history.base),
    [history],
  );

  const processRowUpdate = React.useCallback((newRow: Flight, oldRow: Flight) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow;
    setHistory((current) => addChange(current, { before: oldRow, after: newRow }));
    return newRow;
  }, []);

  const undoSteps = history.position;
  const redoSteps = history.changes.length - history.position;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          disabled={undoSteps === 0}
          onClick={() => setHistory({ ...history, position: history.position - 1 })}
        >
          Undo
        </Button>
        <Button
          variant="outlined"
          disabled={redoSteps === 0}
          onClick={() => setHistory({ ...history, position: history.position + 1 })}
        >
          Redo
        </Button>
        <Typography variant="body2" role="status">
          {undoSteps} of {MAX_STEPS} steps to undo
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Stack>
  );
}
