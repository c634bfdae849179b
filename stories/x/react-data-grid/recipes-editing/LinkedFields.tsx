import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Transaction {
  id: number;
  description: string;
  type: 'Income' | 'Expense';
  account: string;
  amount: number;
}

const accountsByType: Record<Transaction['type'], string[]> = {
  Income: ['Sales', 'Consulting', 'Interest'],
  Expense: ['Rent', 'Payroll', 'Software', 'Travel'],
};

const rows: Transaction[] = [
  { id: 1, description: 'Website redesign project', type: 'Income', account: 'Consulting', amount: 4800 },
  { id: 2, description: 'Office lease, March', type: 'Expense', account: 'Rent', amount: 2150 },
  { id: 3, description: 'Design tool seats', type: 'Expense', account: 'Software', amount: 360 },
  { id: 4, description: 'Online store, week 10', type: 'Income', account: 'Sales', amount: 7325.4 },
];

// Changing the type empties the account, whose options depend on the type.
function TypeEditCell(props: GridRenderEditCellParams<Transaction>) {
  const apiRef = useGridApiContext();
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'account', value: '' });
  };
  return <GridEditSingleSelectCell {...props} onValueChange={handleValueChange} />;
}

const columns: GridColDef<Transaction>[] = [
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
    valueOptions: ({ row }) => (row ? accountsByType[(row as Transaction).type] : Object.values(accountsByType).flat()),
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
