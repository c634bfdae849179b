import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  weightKg: number;
  parcels: number;
}

const rows: Shipment[] = [
  { id: 'SH-8101', carrier: 'Atlas Freight', destination: 'Hamburg', weightKg: 1_240, parcels: 18 },
  { id: 'SH-8102', carrier: 'Nordline', destination: 'Oslo', weightKg: 860, parcels: 11 },
  { id: 'SH-8103', carrier: 'Atlas Freight', destination: 'Antwerp', weightKg: 2_015, parcels: 26 },
  { id: 'SH-8104', carrier: 'Meridian Cargo', destination: 'Milan', weightKg: 475, parcels: 6 },
  { id: 'SH-8105', carrier: 'Nordline', destination: 'Helsinki', weightKg: 1_530, parcels: 21 },
];

// Leave `size` out: the grid no longer offers a count on any column.
const { size, ...aggregationFunctions } = GRID_AGGREGATION_FUNCTIONS;

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
];

export default function AggregationRemoveFunction() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { weightKg: 'sum' } } }}
        hideFooter
      />
    </Box>
  );
}
