import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  assignee: string;
  priority: 'Low' | 'Medium' | 'High';
  done: boolean;
}

const initialRows: Task[] = [
  { id: 1, title: 'Renew SSL certificates', assignee: 'Priya Raman', priority: 'High', done: false },
  { id: 2, title: 'Review Q1 hiring plan', assignee: 'Elif Demir', priority: 'Medium', done: false },
  { id: 3, title: 'Update onboarding checklist', assignee: 'Jonas Becker', priority: 'Low', done: true },
  { id: 4, title: 'Prepare board deck', assignee: 'Amara Okafor', priority: 'High', done: false },
  { id: 5, title: 'Archive 2023 invoices', assignee: 'Noah Williams', priority: 'Low', done: false },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task' },
  { field: 'assignee', headerName: 'Assignee' },
  { field: 'priority', headerName: 'Priority' },
  { field: 'done', headerName: 'Done', type: 'boolean' },
];

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

const EditTaskContext = React.createContext<(task: Task) => void>(() => {});

function TaskListCell(params: GridRenderCellParams<Task>) {
  const { id, title, assignee, priority, done } = params.row;
  const onEdit = React.useContext(EditTaskContext);
  const selected = params.api.isRowSelected(id);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <Checkbox
        checked={selected}
        onChange={(event) => params.api.selectRow(id, event.target.checked, false)}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': `Select ${title}` } }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          noWrap
          sx={{ fontWeight: 500, textDecoration: done ? 'line-through' : 'none' }}
        >
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {assignee} · {priority} priority
        </Typography>
      </Box>
      <IconButton size="small" aria-label={`Edit ${title}`} onClick={() => onEdit(params.row)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Task> = {
  field: 'listColumn',
  renderCell: (params) => <TaskListCell {...params} />,
};

function EditTaskDialog(props: { task: Task | null; onClose: () => void; onSave: (task: Task) => void }) {
  const { task, onClose, onSave } = props;
  const [draft, setDraft] = React.useState<Task | null>(task);
  React.useEffect(() => setDraft(task), [task]);

  return (
    <Dialog open={task !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft) {
            onSave(draft);
          }
        }}
      >
        <DialogTitle>Edit task</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={draft?.title ?? ''}
              onChange={(event) => setDraft((current) => current && { ...current, title: event.target.value })}
              required
            />
            <TextField
              select
              label="Priority"
              value={draft?.priority ?? 'Low'}
              onChange={(event) =>
                setDraft((current) => current && { ...current, priority: event.target.value as Task['priority'] })
              }
            >
              <MenuItem value="Low">Low</MenuItem>
              <MenuItem value="Medium">Medium</MenuItem>
              <MenuItem value="High">High</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function ListViewEditing() {
  const [rows, setRows] = React.useState(initialRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(emptySelection);
  const [editing, setEditing] = React.useState<Task | null>(null);

  const markDone = () => {
    setRows((current) => current.map((row) => (selection.ids.has(row.id) ? { ...row, done: true } : row)));
    setSelection(emptySelection);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" disabled={selection.ids.size === 0} onClick={markDone}>
          Mark as done
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {selection.ids.size} selected
        </Typography>
      </Stack>
      <EditTaskContext.Provider value={setEditing}>
        <Box sx={{ height: 360 }}>
          <DataGridPro
            rows={rows}
            columns={columns}
            listView
            listViewColumn={listViewColumn}
            rowHeight={64}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            disableRowSelectionOnClick
            hideFooter
          />
        </Box>
      </EditTaskContext.Provider>
      <EditTaskDialog
        task={editing}
        onClose={() => setEditing(null)}
        onSave={(task) => {
          setRows((current) => current.map((row) => (row.id === task.id ? task : row)));
          setEditing(null);
        }}
      />
    </Stack>
  );
}
