import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const initialRows = [
  { id: 'SO-5101', customer: 'Northwind Cafe', quantity: 12, status: 'Open' },
  { id: 'SO-5102', customer: 'Harbor Supplies', quantity: 40, status: 'Open' },
  { id: 'SO-5103', customer: 'Blue Fern Dental', quantity: 6, status: 'Packed' },
  { id: 'SO-5104', customer: 'Lumen Studios', quantity: 18, status: 'Open' },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'status', headerName: 'Status', width: 100, editable: true },
];

// A stand-in for your back end: it stores the rows and answers after a short delay.
class FakeOrderServer {
  rows = new Map(initialRows.map((row) => [row.id, row]));

  save(row) {
    return new Promise((resolve) => {
      setTimeout(() => {
        this.rows.set(row.id, row);
        resolve(row);
      }, 300);
    });
  }
}

const applyRow = (rows, row) => rows.map((item) => (item.id === row.id ? row : item));

export default function ServerUndo() {
  const [server] = React.useState(() => new FakeOrderServer());
  const [rows, setRows] = React.useState(initialRows);
  const [undoStack, setUndoStack] = React.useState([]);
  const [redoStack, setRedoStack] = React.useState([]);
  const [saving, setSaving] = React.useState(false);
  const [log, setLog] = React.useState([]);

  const addLog = (line) => setLog((lines) => [...lines.slice(-3), line]);

  // The grid waits for the promise: the cell leaves edit mode once the server has answered.
  const processRowUpdate = async (newRow, oldRow) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow;
    const saved = await server.save(newRow);
    setRows((current) => applyRow(current, saved));
    setUndoStack((stack) => [...stack, { before: oldRow, after: saved }]);
    setRedoStack([]);
    addLog(`Saved ${saved.id}`);
    return saved;
  };

  // Undo and redo are saves too: the server gets the row as it should be after the step.
  const replay = async (row, action) => {
    setSaving(true);
    const saved = await server.save(row);
    setRows((current) => applyRow(current, saved));
    addLog(`${action} ${saved.id}`);
    setSaving(false);
  };

  const undo = async () => {
    const change = undoStack[undoStack.length - 1];
    setUndoStack(undoStack.slice(0, -1));
    setRedoStack([...redoStack, change]);
    await replay(change.before, 'Undid');
  };

  const redo = async () => {
    const change = redoStack[redoStack.length - 1];
    setRedoStack(redoStack.slice(0, -1));
    setUndoStack([...undoStack, change]);
    await replay(change.after, 'Redid');
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" disabled={saving || undoStack.length === 0} onClick={undo}>
          Undo
        </Button>
        <Button variant="outlined" disabled={saving || redoStack.length === 0} onClick={redo}>
          Redo
        </Button>
        <Typography variant="body2" role="status">
          {saving ? 'Saving…' : (log[log.length - 1] ?? 'All changes saved')}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          loading={saving}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        Server log: {log.length === 0 ? 'empty' : log.join(' · ')}
      </Typography>
    </Stack>
  );
}
