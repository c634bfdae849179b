import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SecurityIcon from '@mui/icons-material/Security';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';

const initialRows = [
  {
    id: 1,
    name: 'Amara Okafor',
    age: 34,
    hireDate: new Date(2019, 2, 11),
    lastLogin: new Date(2025, 4, 12, 9, 41),
    isAdmin: true,
    department: 'Engineering',
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    age: 29,
    hireDate: new Date(2021, 7, 2),
    lastLogin: new Date(2025, 4, 11, 17, 5),
    isAdmin: false,
    department: 'Design',
  },
  {
    id: 3,
    name: 'Hana Sato',
    age: 41,
    hireDate: new Date(2016, 10, 21),
    lastLogin: new Date(2025, 4, 12, 8, 13),
    isAdmin: true,
    department: 'Engineering',
  },
  {
    id: 4,
    name: 'Diego Alvarez',
    age: 38,
    hireDate: new Date(2022, 0, 17),
    lastLogin: new Date(2025, 4, 9, 14, 30),
    isAdmin: false,
    department: 'Sales',
  },
];

export default function ColumnTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const deleteEmployee = React.useCallback((id) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const toggleAdmin = React.useCallback((id) => {
    setRows((previous) => previous.map((row) => (row.id === id ? { ...row, isAdmin: !row.isAdmin } : row)));
  }, []);

  const duplicateEmployee = React.useCallback((id) => {
    setRows((previous) => {
      const source = previous.find((row) => row.id === id);
      const nextId = Math.max(...previous.map((row) => row.id)) + 1;
      return [...previous, { ...source, id: nextId, name: `${source.name} (copy)` }];
    });
  }, []);

  const columns = React.useMemo(
    () => [
      { field: 'name', type: 'string', headerName: 'Name', width: 160, editable: true },
      { field: 'age', type: 'number', headerName: 'Age', width: 80, editable: true },
      { field: 'hireDate', type: 'date', headerName: 'Hired', width: 120, editable: true },
      { field: 'lastLogin', type: 'dateTime', headerName: 'Last login', width: 190, editable: true },
      { field: 'isAdmin', type: 'boolean', headerName: 'Admin', width: 90, editable: true },
      {
        field: 'department',
        type: 'singleSelect',
        headerName: 'Department',
        width: 140,
        editable: true,
        valueOptions: ['Design', 'Engineering', 'Finance', 'Sales', 'Support'],
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => deleteEmployee(params.id)}
          />,
          <GridActionsCellItem
            key="admin"
            icon={<SecurityIcon />}
            label={params.row.isAdmin ? 'Revoke admin' : 'Make admin'}
            onClick={() => toggleAdmin(params.id)}
            showInMenu
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            onClick={() => duplicateEmployee(params.id)}
            showInMenu
          />,
        ],
      },
    ],
    [deleteEmployee, toggleAdmin, duplicateEmployee],
  );

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
