import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  useGridApiContext,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Draft the Q2 release notes',
    assignee: 'Chloé Laurent',
    status: 'In progress',
    dueDate: new Date(2025, 3, 4),
  },
  {
    id: 2,
    title: 'Migrate billing to the new API',
    assignee: 'Hana Sato',
    status: 'To do',
    dueDate: new Date(2025, 3, 11),
  },
  { id: 3, title: 'Fix flaky checkout test', assignee: 'Jonas Becker', status: 'Done', dueDate: new Date(2025, 2, 28) },
  {
    id: 4,
    title: 'Review accessibility audit',
    assignee: 'Priya Raman',
    status: 'In progress',
    dueDate: new Date(2025, 3, 7),
  },
  { id: 5, title: 'Update the pricing page', assignee: 'Lucas Moreau', status: 'Done', dueDate: new Date(2025, 2, 31) },
  { id: 6, title: 'Plan the team offsite', assignee: 'Diego Alvarez', status: 'To do', dueDate: new Date(2025, 3, 18) },
];

const columns = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'Done'],
    width: 130,
  },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120 },
];

function StatusShortcuts({ onClick }) {
  const apiRef = useGridApiContext();
  return (
    <React.Fragment>
      <MenuItem
        onClick={(event) => {
          apiRef.current.setFilterModel({ items: [{ field: 'status', operator: 'not', value: 'Done' }] });
          onClick(event);
        }}
      >
        <ListItemIcon>
          <FilterAltIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Show open tasks only</ListItemText>
      </MenuItem>
      <MenuItem
        onClick={(event) => {
          apiRef.current.setFilterModel({ items: [] });
          onClick(event);
        }}
      >
        <ListItemText inset>Show all tasks</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

// The menu receives the column's definition as `colDef`: use it to adapt the items per column.
function TaskColumnMenu(props) {
  const { hideMenu, colDef, ...other } = props;
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <Divider />
      {colDef.field === 'status' ? (
        <StatusShortcuts onClick={hideMenu} />
      ) : (
        <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      )}
      <Divider />
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

export default function CustomColumnMenu() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{ columnMenu: TaskColumnMenu }} />
    </Box>
  );
}
