import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, shipment: 'SH-70211', carrier: 'Nordic Freight', origin: 'Gothenburg', destination: 'Hamburg', weight: 1840, eta: new Date(2025, 9, 6) },
  { id: 2, shipment: 'SH-70212', carrier: 'Iberia Cargo', origin: 'Valencia', destination: 'Lyon', weight: 920, eta: new Date(2025, 9, 7) },
  { id: 3, shipment: 'SH-70213', carrier: 'Nordic Freight', origin: 'Oslo', destination: 'Rotterdam', weight: 2310, eta: new Date(2025, 9, 9) },
  { id: 4, shipment: 'SH-70214', carrier: 'Adria Lines', origin: 'Koper', destination: 'Vienna', weight: 640, eta: new Date(2025, 9, 10) },
];

const columns: GridColDef[] = [
  { field: 'shipment', headerName: 'Shipment', width: 110, hideable: false },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'origin', headerName: 'Origin', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'eta', headerName: 'ETA', type: 'date', width: 110 },
];

function ShipmentToolbar() {
  return (
    <Toolbar>
      {/* The state says whether the panel is open: the button looks pressed while it is. */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <ToolbarButton
            {...props}
            render={
              <Button size="small" startIcon={<ViewColumnIcon />} variant={state.open ? 'contained' : 'text'} />
            }
          >
            Columns
          </ToolbarButton>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsPanelButton() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: ShipmentToolbar }}
        slotProps={{ columnsManagement: { sort: 'asc', disableResetButton: true } }}
        initialState={{ columns: { columnVisibilityModel: { weight: false } } }}
      />
    </Box>
  );
}
