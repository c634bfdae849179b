import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 'SO-5101', customer: 'Kestrel Logistics', status: 'Paid', amount: 1290 },
  { id: 'SO-5102', customer: 'Blue Harbor Cafe', status: 'Pending', amount: 86.4 },
  { id: 'SO-5103', customer: 'Alder & Finch', status: 'Paid', amount: 455 },
  { id: 'SO-5104', customer: 'Northwind Traders', status: 'Pending', amount: 2310.75 },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Pending', 'Refunded'],
    width: 130,
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110 },
];

function NothingMatches(props) {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay {...props}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 2, textAlign: 'center' }}>
        <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="body2">No order matches the current filters.</Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear filters
        </Button>
      </Box>
    </GridOverlay>
  );
}

export default function CustomNoResultsOverlay() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ noResultsOverlay: NothingMatches }}
        initialState={{ filter: { filterModel: { items: [{ field: 'status', operator: 'is', value: 'Refunded' }] } } }}
      />
    </Box>
  );
}
