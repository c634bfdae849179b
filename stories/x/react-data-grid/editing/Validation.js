import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, GridEditInputCell } from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Standing desk', quantity: 4, email: 'facilities@harbor.io' },
  { id: 2, item: 'Monitor arm', quantity: 12, email: 'it@harbor.io' },
  { id: 3, item: 'Ergonomic chair', quantity: 6, email: 'facilities@harbor.io' },
  { id: 4, item: 'Desk lamp', quantity: 20, email: 'office@harbor.io' },
];

// The edit cell shows the message that `preProcessEditCellProps` stored in `error`.
function EditCellWithError(props) {
  const { error } = props;
  return (
    <Tooltip describeChild open={Boolean(error)} title={error || ''} placement="bottom-start">
      <Box
        sx={{
          display: 'flex',
          width: '100%',
          height: '100%',
          outline: error ? '2px solid' : 'none',
          outlineColor: 'error.main',
          outlineOffset: -2,
        }}
      >
        <GridEditInputCell {...props} />
      </Box>
    </Tooltip>
  );
}

const columns = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: (params) => {
      const value = params.props.value;
      const valid = value != null && Number.isInteger(value) && value >= 1 && value <= 100;
      return { ...params.props, error: valid ? false : 'Enter a whole number from 1 to 100' };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
  {
    field: 'email',
    headerName: 'Approver email',
    flex: 1,
    minWidth: 190,
    editable: true,
    preProcessEditCellProps: (params) => {
      const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(params.props.value ?? '');
      return { ...params.props, error: valid ? false : 'Enter an email address' };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
];

export default function Validation() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
