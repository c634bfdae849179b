import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Renew the SSL certificates', owner: 'Jonas Becker', due: new Date(2025, 4, 2) },
  { id: 2, title: 'Review the Q2 hiring plan', owner: 'Hana Sato', due: new Date(2025, 4, 5) },
  { id: 3, title: 'Migrate billing to the new API', owner: 'Amara Okafor', due: new Date(2025, 4, 9) },
  { id: 4, title: 'Update onboarding emails', owner: 'Lucas Moreau', due: new Date(2025, 4, 12) },
];

const columns = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
];

export default function DensityAwareStyling() {
  const [density, setDensity] = React.useState('standard');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value) => value && setDensity(value)}
        aria-label="Density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
          sx={{
            // The root carries one class per density.
            [`&.${gridClasses['root--densityCompact']} .${gridClasses.cell}`]: { fontSize: '0.8125rem' },
            [`&.${gridClasses['root--densityComfortable']} .${gridClasses.cell}`]: { fontSize: '1rem' },
            [`&.${gridClasses['root--densityComfortable']} .${gridClasses.columnHeaderTitle}`]: { fontSize: '1rem' },
          }}
        />
      </Box>
    </Stack>
  );
}
