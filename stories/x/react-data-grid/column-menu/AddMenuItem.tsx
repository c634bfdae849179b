import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FunctionsIcon from '@mui/icons-material/Functions';
import { DataGrid, type GridColDef, type GridColumnMenuItemProps } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  office: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'Lagos', salary: 124000 },
  { id: 2, name: 'Lucas Moreau', department: 'Design', office: 'Paris', salary: 98000 },
  { id: 3, name: 'Hana Sato', department: 'Engineering', office: 'Tokyo', salary: 141500 },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', office: 'Madrid', salary: 87250 },
  { id: 5, name: 'Priya Raman', department: 'Finance', office: 'Singapore', salary: 112300 },
  { id: 6, name: 'Jonas Becker', department: 'Support', office: 'Berlin', salary: 64800 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function summarize(column: GridColDef<Employee>) {
  const values = rows.map((row) => row[column.field as keyof Employee]);
  const label = column.headerName ?? column.field;
  if (column.type === 'number') {
    const numbers = values.map(Number);
    const average = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
    return `${label}: lowest ${currency.format(Math.min(...numbers))}, highest ${currency.format(
      Math.max(...numbers),
    )}, average ${currency.format(average)}`;
  }
  return `${label}: ${new Set(values).size} distinct values in ${values.length} rows`;
}

interface SummaryItemProps extends GridColumnMenuItemProps {
  onSummarize: (field: string) => void;
}

// Every menu item receives `colDef` and `onClick` (which closes the menu),
// plus the extra props given to its slot in `slotProps`.
function ColumnSummaryItem(props: SummaryItemProps) {
  const { colDef, onClick, onSummarize } = props;
  return (
    <MenuItem
      onClick={(event) => {
        onSummarize(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Summarize column</ListItemText>
    </MenuItem>
  );
}

export default function AddMenuItem() {
  const [summary, setSummary] = React.useState('Open a column menu and choose "Summarize column".');

  const handleSummarize = React.useCallback((field: string) => {
    const column = columns.find((item) => item.field === field);
    if (column) {
      setSummary(summarize(column));
    }
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          slotProps={{
            columnMenu: {
              // A slot name the menu does not know yet adds a new item.
              slots: { columnMenuSummaryItem: ColumnSummaryItem },
              slotProps: {
                columnMenuSummaryItem: { displayOrder: 25, onSummarize: handleSummarize },
              },
            },
          }}
        />
      </Box>
      <Typography variant="body2" component="p" role="status">
        {summary}
      </Typography>
    </Stack>
  );
}
