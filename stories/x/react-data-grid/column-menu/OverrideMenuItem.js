import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataGrid,
  GridColumnMenuHideItem,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Amara Okafor',
    department: 'Engineering',
    office: 'Lagos',
    phone: '+234 1 555 0142',
    email: 'amara.okafor@example.com',
  },
  {
    id: 2,
    name: 'Lucas Moreau',
    department: 'Design',
    office: 'Paris',
    phone: '+33 1 55 50 19 27',
    email: 'lucas.moreau@example.com',
  },
  {
    id: 3,
    name: 'Hana Sato',
    department: 'Engineering',
    office: 'Tokyo',
    phone: '+81 3 5550 8812',
    email: 'hana.sato@example.com',
  },
  {
    id: 4,
    name: 'Diego Alvarez',
    department: 'Sales',
    office: 'Madrid',
    phone: '+34 915 550 374',
    email: 'diego.alvarez@example.com',
  },
  {
    id: 5,
    name: 'Priya Raman',
    department: 'Finance',
    office: 'Singapore',
    phone: '+65 6555 0193',
    email: 'priya.raman@example.com',
  },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'email', headerName: 'Email', width: 220 },
];

// Replaces the default "Hide column" + "Manage columns" pair:
// the reader can hide a column and bring every hidden column back, without the columns panel.
function HideOrRestoreColumnsItem(props) {
  const { onClick } = props;
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hasHiddenColumns = Object.values(visibilityModel).some((visible) => visible === false);

  return (
    <React.Fragment>
      <GridColumnMenuHideItem {...props} />
      <MenuItem
        disabled={!hasHiddenColumns}
        onClick={(event) => {
          apiRef.current.setColumnVisibilityModel({});
          onClick(event);
        }}
      >
        <ListItemIcon>
          <VisibilityIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Show all columns</ListItemText>
      </MenuItem>
    </React.Fragment>
  );
}

export default function OverrideMenuItem() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{
          columnMenu: {
            // A default slot name replaces that item.
            slots: { columnMenuColumnsItem: HideOrRestoreColumnsItem },
          },
        }}
      />
    </Box>
  );
}
