import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Visitor {
  id: number;
  name: string;
  company: string;
  host: string;
  arrival: string;
}

const initialVisitors: Visitor[] = [
  { id: 1, name: 'Noor Haddad', company: 'Atlas Logistics', host: 'Hana Sato', arrival: '09:05' },
  { id: 2, name: 'Tomás Ferreira', company: 'Blue Harbor Foods', host: 'Lucas Moreau', arrival: '09:20' },
  { id: 3, name: 'Ingrid Olsen', company: 'Fjord Analytics', host: 'Amara Okafor', arrival: '09:45' },
];

// The next people to sign in at the front desk, in order.
const expectedVisitors: Omit<Visitor, 'id'>[] = [
  { name: 'Kwame Mensah', company: 'Savanna Solar', host: 'Priya Raman', arrival: '10:10' },
  { name: 'Yuki Tanaka', company: 'Kumo Robotics', host: 'Hana Sato', arrival: '10:30' },
  { name: 'Elena Petrova', company: 'Volga Freight', host: 'Diego Alvarez', arrival: '11:00' },
];

const columns: GridColDef<Visitor>[] = [
  { field: 'name', headerName: 'Visitor', flex: 1, minWidth: 150 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'host', headerName: 'Host', width: 130 },
  { field: 'arrival', headerName: 'Arrival', width: 90 },
];

export default function AddingRows() {
  const [rows, setRows] = React.useState<Visitor[]>(initialVisitors);
  const [signedIn, setSignedIn] = React.useState(0);
  const nextVisitor = expectedVisitors[signedIn];

  const signIn = () => {
    // A new array with the new row: never push into the array the grid already has.
    setRows((current) => [...current, { id: initialVisitors.length + signedIn + 1, ...nextVisitor }]);
    setSignedIn(signedIn + 1);
  };

  const signOutLast = () => {
    setRows((current) => current.slice(0, -1));
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={signIn} disabled={!nextVisitor}>
          Sign in next visitor
        </Button>
        <Button onClick={signOutLast} disabled={rows.length === 0}>
          Remove last visitor
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
