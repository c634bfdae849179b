import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  countryCode: string;
  discount: number;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', countryCode: 'NG', discount: 0.05 },
  { id: 2, firstName: 'Lucas', lastName: 'Moreau', countryCode: 'FR', discount: 0 },
  { id: 3, firstName: 'Hana', lastName: 'Sato', countryCode: 'JP', discount: 0.1 },
  { id: 4, firstName: 'Diego', lastName: 'Alvarez', countryCode: 'ES', discount: 0.15 },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 170,
    editable: true,
    // Read from two fields of the row…
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // …and write the edited text back to both of them.
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'countryCode',
    headerName: 'Country',
    width: 90,
    editable: true,
    // Store the code in upper case, whatever the reader types.
    valueParser: (value: string) => value.trim().toUpperCase(),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    editable: true,
    // Shown and typed as a percentage, stored as a fraction.
    valueGetter: (value: number) => Math.round(value * 10000) / 100,
    valueFormatter: (value: number) => `${value} %`,
    valueSetter: (value: number, row) => ({ ...row, discount: value / 100 }),
  },
];

export default function ValueParserSetter() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
