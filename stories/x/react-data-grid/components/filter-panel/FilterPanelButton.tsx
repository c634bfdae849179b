import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, patient: 'P-1042', ward: 'Cardiology', admitted: new Date(2025, 10, 3), age: 67, status: 'Stable' },
  { id: 2, patient: 'P-1043', ward: 'Orthopedics', admitted: new Date(2025, 10, 4), age: 45, status: 'Recovering' },
  { id: 3, patient: 'P-1044', ward: 'Cardiology', admitted: new Date(2025, 10, 4), age: 72, status: 'Observation' },
  { id: 4, patient: 'P-1045', ward: 'Neurology', admitted: new Date(2025, 10, 5), age: 58, status: 'Stable' },
  { id: 5, patient: 'P-1046', ward: 'Cardiology', admitted: new Date(2025, 10, 6), age: 39, status: 'Recovering' },
];

const columns: GridColDef[] = [
  { field: 'patient', headerName: 'Patient', width: 100 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 130 },
];

function WardToolbar() {
  return (
    <Toolbar>
      {/* The label counts the active filters, from the trigger's state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarButton
            {...props}
            render={
              <Button
                size="small"
                startIcon={<FilterListIcon />}
                variant={state.open ? 'contained' : 'text'}
                color={state.filterCount > 0 ? 'primary' : 'inherit'}
              />
            }
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </ToolbarButton>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelButton() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: WardToolbar }}
        slotProps={{ filterPanel: { columnsSort: 'asc' } }}
        initialState={{ filter: { filterModel: { items: [{ field: 'ward', operator: 'equals', value: 'Cardiology' }] } } }}
      />
    </Box>
  );
}
