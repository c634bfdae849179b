import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridStringOrNumberComparator } from '@mui/x-data-grid';

const rows = [
  { id: 1, firstName: 'Yuki', lastName: 'Tanaka', talk: 'Type-safe forms', room: 'Hall A' },
  { id: 2, firstName: 'Ada', lastName: 'Novak', talk: 'Designing for screen readers', room: 'Hall B' },
  { id: 3, firstName: 'Marco', lastName: 'Bianchi', talk: 'Server components in practice', room: 'Hall A' },
  { id: 4, firstName: 'Zoe', lastName: 'Adams', talk: 'Testing at the edges', room: 'Room 3' },
  { id: 5, firstName: 'Ingrid', lastName: 'Holm', talk: 'Fast tables, big data', room: 'Hall B' },
  { id: 6, firstName: 'Kwame', lastName: 'Mensah', talk: 'CSS layers explained', room: 'Room 3' },
];

// The cell shows "First Last"; the comparator reads the row to order by last name, then first name.
const byLastName = (_first, _second, cellParams1, cellParams2) => {
  const row1 = cellParams1.api.getRow(cellParams1.id);
  const row2 = cellParams2.api.getRow(cellParams2.id);
  return (
    gridStringOrNumberComparator(row1.lastName, row2.lastName, cellParams1, cellParams2) ||
    gridStringOrNumberComparator(row1.firstName, row2.firstName, cellParams1, cellParams2)
  );
};

const columns = [
  {
    field: 'name',
    headerName: 'Speaker',
    width: 170,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    sortComparator: byLastName,
  },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'room', headerName: 'Room', width: 100 },
];

export default function SortByLastName() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
