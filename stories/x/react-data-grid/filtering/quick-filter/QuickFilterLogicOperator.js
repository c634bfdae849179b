import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridLogicOperator } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Chiado flagship', city: 'Lisbon', manager: 'Inês Duarte' },
  { id: 2, name: 'Marais boutique', city: 'Paris', manager: 'Lucas Moreau' },
  { id: 3, name: 'Alfama corner', city: 'Lisbon', manager: 'Rui Costa' },
  { id: 4, name: 'Brera studio', city: 'Milan', manager: 'Giulia Conti' },
  { id: 5, name: 'Opéra store', city: 'Paris', manager: 'Camille Roux' },
  { id: 6, name: 'Salamanca gallery', city: 'Madrid', manager: 'Diego Alvarez' },
];

const columns = [
  { field: 'name', headerName: 'Store', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'manager', headerName: 'Manager', width: 150 },
];

export default function QuickFilterLogicOperator() {
  const [filterModel, setFilterModel] = React.useState({
    items: [],
    quickFilterValues: ['Lisbon', 'Paris'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Rows must contain"
        value={filterModel.quickFilterLogicOperator ?? GridLogicOperator.And}
        onChange={(_event, operator) => {
          if (operator) {
            setFilterModel((model) => ({ ...model, quickFilterLogicOperator: operator }));
          }
        }}
      >
        <ToggleButton value={GridLogicOperator.And}>Every word</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Any word</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
    </Stack>
  );
}
