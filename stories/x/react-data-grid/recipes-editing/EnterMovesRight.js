import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellEditStopReasons, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, employee: 'Elena Petrova', mon: 8, tue: 8, wed: 7.5, thu: 8, fri: 6 },
  { id: 2, employee: 'Samuel Adeyemi', mon: 7, tue: 8, wed: 8, thu: 8, fri: 8 },
  { id: 3, employee: 'Chloé Martin', mon: 8, tue: 6.5, wed: 8, thu: 7, fri: 5 },
  { id: 4, employee: 'Rahul Verma', mon: 4, tue: 4, wed: 4, thu: 4, fri: 4 },
];

const day = (field, headerName) => ({
  field,
  headerName,
  type: 'number',
  width: 70,
  editable: true,
});

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  day('mon', 'Mon'),
  day('tue', 'Tue'),
  day('wed', 'Wed'),
  day('thu', 'Thu'),
  day('fri', 'Fri'),
];

export default function EnterMovesRight() {
  const apiRef = useGridApiRef();

  // Enter saves and moves to the next day instead of the next employee.
  const handleCellEditStop = (params, event) => {
    if (params.reason === GridCellEditStopReasons.enterKeyDown) {
      event.defaultMuiPrevented = true;
      apiRef.current?.stopCellEditMode({ id: params.id, field: params.field, cellToFocusAfter: 'right' });
    }
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={rows} columns={columns} onCellEditStop={handleCellEditStop} hideFooter />
    </Box>
  );
}
