import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridEditSingleSelectCell, useGridApiContext } from '@mui/x-data-grid';

const accountsByType = {
  Income: ['Sales', 'Consulting', 'Interest'],
  Expense: ['Rent', 'Payroll', 'Software', 'Travel'],
};

const rows = [
  { id: 1, description: 'Website redesign project', type: 'Income', account: 'Consulting', amount: 4800 },
  { id: 2, description: 'Office lease, March', type: 'Expense', account: 'Rent', amount: 2150 },
  { id: 3, description: 'Design tool seats', type: 'Expense', account: 'Software', amount: 360 },
  { id: 4, description: 'Online store, week 10', type: 'Income', account: 'Sales', amount: 7325.4 },
];

// Changing the type empties the account, whose options depend on the type.
function TypeEditCell(props) {
  const apiRef = useGridApiContext();
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'account', value: '' });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180, editable: true },
  {
    field: 'type',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['Income', 'Expense'],
    width: 110,
    editable: true,
    renderEditCell: (params) => <TypeEditCell {...params} />,
  },
  {
    field: 'account',
    headerName: 'Account',
    type: 'singleSelect',
    width: 130,
    editable: true,
    // Called with the row being edited: the options follow its current type.
    valueOptions: ({ row }) => (row ? accountsByType[row.type] : Object.values(accountsByType).flat()),
  },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100, editable: true },
];

export default function LinkedFields() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
