import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Subscriber {
  id: number;
  name: string;
  email: string;
  plan: string;
}

const initialRows: Subscriber[] = [
  { id: 1, name: 'Amara Okafor', email: 'amara@okafor.dev', plan: 'Team' },
  { id: 2, name: 'Lucas Moreau', email: 'lucas.moreau@atelier.fr', plan: 'Personal' },
  { id: 3, name: 'Hana Sato', email: 'hana@sato-labs.jp', plan: 'Business' },
  { id: 4, name: 'Diego Alvarez', email: 'diego@alvarez.es', plan: 'Team' },
];

interface DeleteActionItemProps {
  label: string;
  icon: React.ReactElement;
  showInMenu: true;
  /** Passed by the actions cell to every menu item. */
  closeMenu?: () => void;
  name: string;
  onConfirm: () => void;
}

// The item renders its own dialog, so the menu holding it must stay open while the dialog is up.
function DeleteActionItem({ name, onConfirm, closeMenu, ...other }: DeleteActionItemProps) {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  const close = () => {
    setOpen(false);
    closeMenu?.();
  };

  return (
    <React.Fragment>
      <GridActionsCellItem {...other} closeMenuOnClick={false} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Delete {name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>The subscriber and their billing history will be removed.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            color="error"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}

export default function ActionsConfirmDialog() {
  const [rows, setRows] = React.useState<Subscriber[]>(initialRows);
  const [lastEmailed, setLastEmailed] = React.useState<string | null>(null);

  const deleteSubscriber = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Subscriber>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 150 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
      { field: 'plan', headerName: 'Plan', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="email"
            icon={<EmailIcon />}
            label="Send email"
            onClick={() => setLastEmailed(params.row.name)}
          />,
          <DeleteActionItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            showInMenu
            name={params.row.name}
            onConfirm={() => deleteSubscriber(params.id)}
          />,
        ],
      },
    ],
    [deleteSubscriber],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
      <Box component="p" sx={{ typography: 'body2', mb: 0 }}>
        {lastEmailed ? `Email drafted for ${lastEmailed}.` : 'No email drafted yet.'}
      </Box>
    </Box>
  );
}
