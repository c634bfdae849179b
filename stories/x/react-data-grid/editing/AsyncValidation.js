import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, GridEditInputCell } from '@mui/x-data-grid';

const rows = [
  { id: 1, username: 'mhernandez', name: 'María Hernández' },
  { id: 2, username: 'okowalski', name: 'Ola Kowalski' },
  { id: 3, username: 'tnguyen', name: 'Thanh Nguyen' },
  { id: 4, username: 'abrown', name: 'Aisha Brown' },
];

// A stand-in for the server: usernames already registered elsewhere, answered after 300 ms.
const takenUsernames = ['admin', 'support', 'jsmith', 'mhernandez', 'okowalski', 'tnguyen', 'abrown'];

function checkUsername(username) {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(takenUsernames.includes(username.toLowerCase()) ? `"${username}" is already taken` : null);
    }, 300);
  });
}

function UsernameEditCell(props) {
  const { error } = props;
  return (
    <Tooltip describeChild open={Boolean(error)} title={error || ''} placement="bottom-start">
      <Box sx={{ display: 'flex', width: '100%', height: '100%' }}>
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns = [
  {
    field: 'username',
    headerName: 'Username',
    width: 170,
    editable: true,
    preProcessEditCellProps: async (params) => {
      // Nothing new to check: keep the current result.
      if (!params.hasChanged) {
        return params.props;
      }
      // The account's own username is fine.
      if (params.props.value === params.row.username) {
        return { ...params.props, error: false };
      }
      const message = await checkUsername(params.props.value ?? '');
      return { ...params.props, error: message ?? false };
    },
    renderEditCell: (params) => <UsernameEditCell {...params} />,
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
];

export default function AsyncValidation() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
