import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@analytical.org' },
  { id: 2, firstName: 'Alan', lastName: 'Turing', email: 'alan.turing@bletchley.uk' },
  { id: 3, firstName: 'Katherine', lastName: 'Johnson', email: 'k.johnson@langley.gov' },
  { id: 4, firstName: 'Edsger', lastName: 'Dijkstra', email: 'edsger@eindhoven.nl' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    width: 200,
    editable: true,
    // Reads two fields into one value…
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // …and writes an edited value back into both.
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(' ');
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'email',
    headerName: 'Email (editable)',
    flex: 1,
    minWidth: 220,
    editable: true,
    // Runs on every keystroke: whatever is typed is stored in lower case.
    valueParser: (value: string | undefined) => value?.toLowerCase(),
  },
];

export default function ValueParserSetter() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
