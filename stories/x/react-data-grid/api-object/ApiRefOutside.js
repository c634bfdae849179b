import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', role: 'Staff engineer', salary: 148000 },
  { id: 2, name: 'Lucas Moreau', department: 'Sales', role: 'Account executive', salary: 92000 },
  { id: 3, name: 'Priya Raman', department: 'Engineering', role: 'Frontend engineer', salary: 121000 },
  { id: 4, name: 'Jonas Becker', department: 'Finance', role: 'Controller', salary: 114000 },
  { id: 5, name: 'Hana Sato', department: 'Design', role: 'Product designer', salary: 104000 },
  { id: 6, name: 'Diego Alvarez', department: 'Sales', role: 'Sales manager', salary: 131000 },
  { id: 7, name: 'Ingrid Larsen', department: 'Engineering', role: 'Site reliability', salary: 126000 },
  { id: 8, name: 'Samuel Mensah', department: 'Support', role: 'Support lead', salary: 83000 },
  { id: 9, name: 'Elif Yilmaz', department: 'Design', role: 'UX researcher', salary: 98000 },
  { id: 10, name: 'Noah Fischer', department: 'Finance', role: 'Analyst', salary: 87000 },
  { id: 11, name: 'Mei Chen', department: 'Engineering', role: 'Data engineer', salary: 118000 },
  { id: 12, name: 'Tomás Silva', department: 'Support', role: 'Support engineer', salary: 76000 },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function ApiRefOutside() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Use the buttons to drive the grid.');

  const sortBySalary = () => {
    apiRef.current?.sortColumn('salary', 'desc');
    setMessage('Sorted by salary, highest first.');
  };

  const scrollToLast = () => {
    const api = apiRef.current;
    if (!api) return;
    const lastIndex = api.getRowsCount() - 1;
    api.scrollToIndexes({ rowIndex: lastIndex });
    setMessage(`Scrolled to row ${lastIndex + 1}.`);
  };

  const selectEngineering = () => {
    const api = apiRef.current;
    if (!api) return;
    const ids = rows.filter((row) => row.department === 'Engineering').map((row) => row.id);
    api.setRowSelectionModel({ type: 'include', ids: new Set(ids) });
    setMessage(`Selected ${ids.length} engineers.`);
  };

  const showState = () => {
    const state = apiRef.current?.exportState();
    setMessage(`sorting: ${JSON.stringify(state?.sorting?.sortModel ?? [])}`);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={sortBySalary}>
          Sort by salary
        </Button>
        <Button variant="outlined" onClick={scrollToLast}>
          Scroll to last row
        </Button>
        <Button variant="outlined" onClick={selectEngineering}>
          Select engineers
        </Button>
        <Button onClick={showState}>Export sorting</Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooterPagination />
      </Box>
      <Typography variant="body2" component="p" role="status" sx={{ fontFamily: 'monospace' }}>
        {message}
      </Typography>
    </Stack>
  );
}
