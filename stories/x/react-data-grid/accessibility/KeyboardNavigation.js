import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', department: 'Engineering', office: 'Lagos', extension: '4102' },
  { id: 2, name: 'Lucas Moreau', department: 'Design', office: 'Paris', extension: '3317' },
  { id: 3, name: 'Hana Sato', department: 'Engineering', office: 'Tokyo', extension: '4188' },
  { id: 4, name: 'Diego Alvarez', department: 'Sales', office: 'Madrid', extension: '2250' },
  { id: 5, name: 'Priya Raman', department: 'Finance', office: 'Bengaluru', extension: '1931' },
  { id: 6, name: 'Jonas Becker', department: 'Support', office: 'Berlin', extension: '5064' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'extension', headerName: 'Extension', width: 100 },
];

export default function KeyboardNavigation() {
  const apiRef = useGridApiRef();
  const [focused, setFocused] = React.useState('none');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Report the cell that receives the keyboard focus.
    return api.subscribeEvent('cellFocusIn', (params) => {
      const column = api.getColumn(params.field);
      const row = api.getRow(params.id);
      setFocused(`${column.headerName} of ${row?.name}`);
    });
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          label="Staff directory"
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="focused-cell">
        Focused cell: {focused}
      </Typography>
    </Box>
  );
}
