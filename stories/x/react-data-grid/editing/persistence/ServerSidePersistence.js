import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, name: 'Nora Lindqvist', title: 'Data engineer', salary: 88000 },
  { id: 2, name: 'Kofi Boateng', title: 'Support lead', salary: 61000 },
  { id: 3, name: 'Valentina Ricci', title: 'Product manager', salary: 97000 },
  { id: 4, name: 'Arjun Mehta', title: 'Frontend developer', salary: 79000 },
];

// A stand-in for your API: it answers 400 ms later, and refuses rows that break its rules.
function saveEmployee(employee) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (employee.name.trim() === '') {
        reject(new Error('The server refused the change: an employee needs a name.'));
      } else if (employee.salary < 30000) {
        reject(new Error('The server refused the change: the salary is below the minimum of 30,000.'));
      } else {
        // The server trims the name: the grid shows the row it sends back.
        resolve({ ...employee, name: employee.name.trim() });
      }
    }, 400);
  });
}

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'title', headerName: 'Title', width: 170, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

export default function ServerSidePersistence() {
  const [status, setStatus] = React.useState(null);

  const processRowUpdate = React.useCallback(async (newRow) => {
    const savedRow = await saveEmployee(newRow);
    setStatus({ severity: 'success', message: `Saved ${savedRow.name}.` });
    return savedRow;
  }, []);

  const handleProcessRowUpdateError = React.useCallback((error) => {
    setStatus({ severity: 'error', message: error.message });
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
      <Alert severity={status?.severity ?? 'info'} role="status">
        {status?.message ?? 'Edit a cell and press Enter: the change is sent to the server.'}
      </Alert>
    </Stack>
  );
}
