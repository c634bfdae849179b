import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  email: string;
  phone: string;
  startedOn: string;
  manager: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', role: 'Engineering manager', office: 'Lagos', email: 'amara.okafor@example.com', phone: '+234 1 555 0142', startedOn: '2019-03-11', manager: 'Hana Sato' },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', office: 'Paris', email: 'lucas.moreau@example.com', phone: '+33 1 55 50 01 87', startedOn: '2021-08-02', manager: 'Chloé Laurent' },
  { id: 3, name: 'Hana Sato', role: 'VP of engineering', office: 'Tokyo', email: 'hana.sato@example.com', phone: '+81 3 5550 0199', startedOn: '2016-11-21', manager: 'Sofia Lindqvist' },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', office: 'Madrid', email: 'diego.alvarez@example.com', phone: '+34 91 555 0133', startedOn: '2022-01-17', manager: 'Mateo Rossi' },
  { id: 5, name: 'Priya Raman', role: 'Financial analyst', office: 'Bangalore', email: 'priya.raman@example.com', phone: '+91 80 5550 0176', startedOn: '2018-05-07', manager: 'Sofia Lindqvist' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 100 },
];

export default function RowClickDetails() {
  // Clicking a row selects it (and so does Space on a focused row): the selection drives the details.
  const [selectionModel, setSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1]),
  });
  const selectedId = Array.from(selectionModel.ids)[0];
  const employee = rows.find((row) => row.id === selectedId);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 370, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={setSelectionModel}
          hideFooter
        />
      </Box>
      <Card variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }} aria-live="polite">
        <CardContent>
          {employee ? (
            <React.Fragment>
              <Typography variant="h6" component="p">
                {employee.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {employee.role}, {employee.office}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Email
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {employee.email}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Phone
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {employee.phone}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Started
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {employee.startedOn}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Manager
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {employee.manager}
                </Typography>
              </Box>
            </React.Fragment>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Select a row to see the employee&apos;s details.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
