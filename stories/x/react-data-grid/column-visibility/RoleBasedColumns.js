import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', salary: 124000, bonus: 12400, bankAccount: 'NG•• •••• 4471' },
  { id: 2, name: 'Lucas Moreau', team: 'Design', salary: 98000, bonus: 6500, bankAccount: 'FR76 •••• 0912' },
  { id: 3, name: 'Hana Sato', team: 'Payments', salary: 141500, bonus: 17000, bankAccount: 'JP•• •••• 3308' },
  { id: 4, name: 'Diego Alvarez', team: 'Sales', salary: 87250, bonus: 21800, bankAccount: 'ES91 •••• 7724' },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'bonus', headerName: 'Bonus', type: 'number', width: 100 },
  { field: 'bankAccount', headerName: 'Bank account', width: 150 },
];

// The application decides which columns a role may see; readers cannot change it.
const visibilityByRole = {
  viewer: { salary: false, bonus: false, bankAccount: false },
  admin: {},
};

export default function RoleBasedColumns() {
  const [role, setRole] = React.useState('viewer');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={role}
        onChange={(_event, value) => value && setRole(value)}
        aria-label="Signed-in role"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="viewer">Viewer</ToggleButton>
        <ToggleButton value="admin">Admin</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          disableColumnSelector
          columnVisibilityModel={visibilityByRole[role]}
        />
      </Box>
    </Box>
  );
}
