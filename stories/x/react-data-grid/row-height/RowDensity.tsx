import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Amara Okafor', role: 'Engineering manager', office: 'Lagos' },
  { id: 2, name: 'Lucas Moreau', role: 'Product designer', office: 'Paris' },
  { id: 3, name: 'Hana Sato', role: 'Staff engineer', office: 'Tokyo' },
  { id: 4, name: 'Diego Alvarez', role: 'Account executive', office: 'Madrid' },
  { id: 5, name: 'Priya Raman', role: 'Financial analyst', office: 'Bangalore' },
  { id: 6, name: 'Jonas Becker', role: 'Support specialist', office: 'Berlin' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function RowDensity() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="row-density-label" variant="body2" component="span">
          Density
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
          aria-labelledby="row-density-label"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          rowHeight={50}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
