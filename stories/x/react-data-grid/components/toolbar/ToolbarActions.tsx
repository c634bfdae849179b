import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  gridRowSelectionCountSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: Date;
}

const initialRows: Task[] = [
  { id: 1, task: 'Renew SSL certificates', owner: 'Ines', due: new Date(2025, 4, 2) },
  { id: 2, task: 'Quarterly access review', owner: 'Marek', due: new Date(2025, 4, 9) },
  { id: 3, task: 'Rotate backup tapes', owner: 'Ines', due: new Date(2025, 4, 12) },
  { id: 4, task: 'Patch build servers', owner: 'Dario', due: new Date(2025, 4, 16) },
];

// Tasks the "Add task" button appends, in order: fixed data keeps the demo reproducible.
const backlog = [
  { task: 'Update on-call rota', owner: 'Marek', due: new Date(2025, 4, 20) },
  { task: 'Archive old tickets', owner: 'Dario', due: new Date(2025, 4, 23) },
  { task: 'Test failover', owner: 'Ines', due: new Date(2025, 4, 28) },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
];

function TaskToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const [added, setAdded] = React.useState(0);

  const addTask = () => {
    apiRef.current.updateRows([{ id: initialRows.length + added + 1, ...backlog[added] }]);
    setAdded(added + 1);
  };

  const deleteSelected = () => {
    const ids = Array.from(apiRef.current.getSelectedRows().keys());
    apiRef.current.updateRows(ids.map((id) => ({ id, _action: 'delete' })));
  };

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* `render` swaps the icon button for a text button; ToolbarButton keeps the keyboard navigation. */}
      <ToolbarButton
        render={<Button startIcon={<AddIcon />} size="small" />}
        onClick={addTask}
        disabled={added === backlog.length}
      >
        Add task
      </ToolbarButton>
      <ToolbarButton
        render={<Button startIcon={<DeleteIcon />} size="small" color="error" />}
        onClick={deleteSelected}
        disabled={selectedCount === 0}
      >
        Delete selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
      </ToolbarButton>
    </Toolbar>
  );
}

export default function ToolbarActions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        checkboxSelection
        hideFooter
        showToolbar
        slots={{ toolbar: TaskToolbar }}
      />
    </Box>
  );
}
