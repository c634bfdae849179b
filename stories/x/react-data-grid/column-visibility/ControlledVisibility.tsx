import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', email: 'amara.okafor@acme.io', phone: '+234 1 555 0142', city: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', email: 'lucas.moreau@acme.io', phone: '+33 1 55 50 12 34', city: 'Paris' },
  { id: 3, name: 'Hana Sato', email: 'hana.sato@acme.io', phone: '+81 3 5550 1187', city: 'Tokyo' },
  { id: 4, name: 'Diego Alvarez', email: 'diego.alvarez@acme.io', phone: '+34 91 555 0163', city: 'Madrid' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'city', headerName: 'City', width: 100 },
];

const optionalColumns = columns.filter((column) => column.field !== 'name');

export default function ControlledVisibility() {
  const [columnVisibilityModel, setColumnVisibilityModel] = React.useState<GridColumnVisibilityModel>({
    phone: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row role="group" aria-label="Visible columns">
        {optionalColumns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                // A field missing from the model is visible.
                checked={columnVisibilityModel[column.field] !== false}
                onChange={(event) =>
                  setColumnVisibilityModel((model) => ({ ...model, [column.field]: event.target.checked }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => setColumnVisibilityModel(model)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        columnVisibilityModel: {JSON.stringify(columnVisibilityModel)}
      </Typography>
    </Box>
  );
}
