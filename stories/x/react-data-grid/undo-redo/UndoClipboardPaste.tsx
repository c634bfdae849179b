import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shift {
  id: string;
  employee: string;
  mon: string;
  tue: string;
  wed: string;
}

const initialRows: Shift[] = [
  { id: 'E-101', employee: 'Amara Okafor', mon: 'Early', tue: 'Early', wed: 'Off' },
  { id: 'E-102', employee: 'Lucas Moreau', mon: 'Late', tue: 'Off', wed: 'Late' },
  { id: 'E-103', employee: 'Priya Raman', mon: 'Off', tue: 'Late', wed: 'Early' },
  { id: 'E-104', employee: 'Jonas Becker', mon: 'Early', tue: 'Early', wed: 'Early' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  { field: 'mon', headerName: 'Mon', width: 90, editable: true },
  { field: 'tue', headerName: 'Tue', width: 90, editable: true },
  { field: 'wed', headerName: 'Wed', width: 90, editable: true },
];

// One history entry: every row that a single edit or paste changed.
type Entry = { before: Shift; after: Shift }[];

const applyRows = (rows: Shift[], changed: Shift[]) =>
  rows.map((row) => changed.find((item) => item.id === row.id) ?? row);

export default function UndoClipboardPaste() {
  const [rows, setRows] = React.useState(initialRows);
  const [undoStack, setUndoStack] = React.useState<Entry[]>([]);
  const [redoStack, setRedoStack] = React.useState<Entry[]>([]);
  // Collects the row changes of the paste in progress.
  const pasteBatch = React.useRef<Entry | null>(null);

  const record = React.useCallback((entry: Entry) => {
    setUndoStack((stack) => [...stack, entry]);
    setRedoStack([]);
  }, []);

  const processRowUpdate = React.useCallback(
    (newRow: Shift, oldRow: Shift) => {
      setRows((current) => applyRows(current, [newRow]));
      const change = { before: oldRow, after: newRow };
      if (pasteBatch.current) {
        pasteBatch.current.push(change);
      } else {
        record([change]);
      }
      return newRow;
    },
    [record],
  );

  const undo = () => {
    const entry = undoStack[undoStack.length - 1];
    if (!entry) return;
    setRows((current) => applyRows(current, entry.map((change) => change.before)));
    setUndoStack(undoStack.slice(0, -1));
    setRedoStack([...redoStack, entry]);
  };

  const redo = () => {
    const entry = redoStack[redoStack.length - 1];
    if (!entry) return;
    setRows((current) => applyRows(current, entry.map((change) => change.after)));
    setRedoStack(redoStack.slice(0, -1));
    setUndoStack([...undoStack, entry]);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" disabled={undoStack.length === 0} onClick={undo}>
          Undo
        </Button>
        <Button variant="outlined" disabled={redoStack.length === 0} onClick={redo}>
          Redo
        </Button>
        <Typography variant="body2" role="status">
          {undoStack.length === 0
            ? 'No changes yet'
            : `Last change: ${undoStack[undoStack.length - 1].length} row(s)`}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => {
            pasteBatch.current = [];
          }}
          onClipboardPasteEnd={() => {
            const batch = pasteBatch.current;
            pasteBatch.current = null;
            if (batch && batch.length > 0) record(batch);
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
