import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-2201', customer: 'Harbor Logistics', total: 1840.5, isPaid: true, paymentMethod: 'Bank transfer' },
  { id: 'SO-2202', customer: 'Cedar & Pine Studio', total: 642, isPaid: false, paymentMethod: '' },
  { id: 'SO-2203', customer: 'Blue Fern Dental', total: 3275.2, isPaid: true, paymentMethod: 'Card' },
  { id: 'SO-2204', customer: 'Oakridge Farms', total: 218.75, isPaid: false, paymentMethod: '' },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, editable: true },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, editable: true },
  { field: 'isPaid', headerName: 'Paid?', type: 'boolean', width: 80, editable: true },
  {
    field: 'paymentMethod',
    headerName: 'Payment method',
    type: 'singleSelect',
    valueOptions: ['Bank transfer', 'Card', 'Cash'],
    width: 150,
    editable: true,
    // In row editing, the other cells of the row arrive in `otherFieldsProps`.
    preProcessEditCellProps: (params) => {
      const isPaid = params.otherFieldsProps?.isPaid.value;
      const missing = Boolean(isPaid) && !params.props.value;
      return { ...params.props, error: missing };
    },
  },
];

export default function ConditionalValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 300,
        width: '100%',
        '& .MuiDataGrid-cell--editing .Mui-error': {
          bgcolor: theme.alpha(theme.palette.error.main, 0.12),
          color: 'error.main',
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
