import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const initialRows = [
  { id: 'SKU-1001', name: 'Oak desk', category: 'Furniture', price: 349, stock: 12 },
  { id: 'SKU-1002', name: 'Task lamp', category: 'Lighting', price: 59, stock: 40 },
  { id: 'SKU-1003', name: 'Monitor arm', category: 'Accessories', price: 89, stock: 25 },
  { id: 'SKU-1004', name: 'Bookshelf', category: 'Furniture', price: 179, stock: 7 },
  { id: 'SKU-1005', name: 'Cable tray', category: 'Accessories', price: 24, stock: 63 },
];

const columns = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', width: 150, editable: true },
  { field: 'category', headerName: 'Category', width: 120, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

const replaceRow = (rows, row) => rows.map((item) => (item.id === row.id ? row : item));

export default function UndoRedoEditing() {
  const [rows, setRows] = React.useState(initialRows);
  const [history, setHistory] = React.useState({ changes: [], position: 0 });

  const processRowUpdate = React.useCallback((newRow, oldRow) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) {
      return oldRow; // Nothing changed: no history entry.
    }
    setRows((current) => replaceRow(current, newRow));
    // A new change drops the changes that were undone.
    setHistory((current) => ({
      changes: [...current.changes.slice(0, current.position), { before: oldRow, after: newRow }],
      position: current.position + 1,
    }));
    return newRow;
  }, []);

  const canUndo = history.position > 0;
  const canRedo = history.position < history.changes.length;

  const undo = () => {
    if (!canUndo) return;
    const change = history.changes[history.position - 1];
    setRows((current) => replaceRow(current, change.before));
    setHistory({ ...history, position: history.position - 1 });
  };

  const redo = () => {
    if (!canRedo) return;
    const change = history.changes[history.position];
    setRows((current) => replaceRow(current, change.after));
    setHistory({ ...history, position: history.position + 1 });
  };

  const handleKeyDown = (event) => {
    // Inside an editor, leave Ctrl+Z to the text field.
    if (!(event.ctrlKey || event.metaKey) || event.target.closest('input, textarea')) {
      return;
    }
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      undo();
    } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
      event.preventDefault();
      redo();
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" disabled={!canUndo} onClick={undo}>
          Undo
        </Button>
        <Button variant="outlined" disabled={!canRedo} onClick={redo}>
          Redo
        </Button>
        <Typography variant="body2" role="status">
          {history.position} to undo, {history.changes.length - history.position} to redo
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }} onKeyDown={handleKeyDown}>
        <DataGridPremium rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Stack>
  );
}
