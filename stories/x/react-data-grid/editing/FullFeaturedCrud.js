import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CancelIcon from '@mui/icons-material/Close';
import { DataGrid, GridActionsCellItem, GridRowEditStopReasons, GridRowModes, Toolbar } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, name: 'Elena Petrova', role: 'Designer', team: 'Product', joined: new Date(2022, 6, 4) },
  { id: 2, name: 'Samuel Adeyemi', role: 'Engineer', team: 'Platform', joined: new Date(2021, 10, 15) },
  { id: 3, name: 'Chloé Martin', role: 'Manager', team: 'Product', joined: new Date(2020, 1, 3) },
  { id: 4, name: 'Rahul Verma', role: 'Engineer', team: 'Mobile', joined: new Date(2024, 0, 22) },
  { id: 5, name: 'Lena Fischer', role: 'Analyst', team: 'Platform', joined: new Date(2023, 4, 9) },
];

// The toolbar is rendered by the grid: it gets the "add" action through context.
const AddRowContext = React.createContext(() => {});

function CrudToolbar() {
  const addRow = React.useContext(AddRowContext);
  return (
    <Toolbar>
      <Button size="small" startIcon={<AddIcon />} onClick={addRow}>
        Add member
      </Button>
    </Toolbar>
  );
}

export default function FullFeaturedCrud() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState({});
  const nextId = React.useRef(initialRows.length + 1);

  const addRow = React.useCallback(() => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [
      ...prev,
      { id, name: '', role: 'Engineer', team: 'Product', joined: new Date(2025, 0, 6), isNew: true },
    ]);
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  }, []);

  // Clicking outside the row keeps it in edit mode: only Save or Cancel leave it.
  const handleRowEditStop = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const handleEdit = (id) => () => {
    setRowModesModel({ ...rowModesModel, [id]: { mode: GridRowModes.Edit } });
  };

  const handleSave = (id) => () => {
    setRowModesModel({ ...rowModesModel, [id]: { mode: GridRowModes.View } });
  };

  const handleCancel = (id) => () => {
    setRowModesModel({ ...rowModesModel, [id]: { mode: GridRowModes.View, ignoreModifications: true } });
    // A new row that was never saved disappears.
    if (rows.find((row) => row.id === id)?.isNew) {
      setRows(rows.filter((row) => row.id !== id));
    }
  };

  const handleDelete = (id) => () => {
    setRows(rows.filter((row) => row.id !== id));
  };

  const processRowUpdate = (newRow) => {
    const updatedRow = { ...newRow, isNew: false };
    setRows(rows.map((row) => (row.id === newRow.id ? updatedRow : row)));
    return updatedRow;
  };

  const columns = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
    {
      field: 'role',
      headerName: 'Role',
      type: 'singleSelect',
      valueOptions: ['Analyst', 'Designer', 'Engineer', 'Manager'],
      width: 120,
      editable: true,
    },
    {
      field: 'team',
      headerName: 'Team',
      type: 'singleSelect',
      valueOptions: ['Mobile', 'Platform', 'Product'],
      width: 110,
      editable: true,
    },
    { field: 'joined', headerName: 'Joined', type: 'date', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              color="primary"
              onClick={handleSave(id)}
            />,
            <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={handleCancel(id)} />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={handleEdit(id)} />,
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={handleDelete(id)} />,
        ];
      },
    },
  ];

  return (
    <AddRowContext.Provider value={addRow}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          slots={{ toolbar: CrudToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </AddRowContext.Provider>
  );
}
