import * as React from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import { DataGrid, useGridApiContext, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

const carriers = ['DHL', 'UPS', 'FedEx', 'PostNL'];
const cities = ['Antwerp', 'Oslo', 'Porto', 'Tallinn', 'Bologna', 'Gdansk'];

const rows = Array.from({ length: 32 }, (_, index) => ({
  id: index + 1,
  shipment: `SHP-${3100 + index}`,
  destination: cities[index % cities.length],
  carrier: carriers[(index * 3) % carriers.length],
  parcels: (index % 5) + 1,
}));

const columns: GridColDef[] = [
  { field: 'shipment', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

// Receives the grid's pagination props and renders Material UI's TablePagination with two more buttons.
function PaginationWithEnds(props: GridSlotProps['basePagination']) {
  const { onRowsPerPageChange, disabled, ...other } = props;
  const apiRef = useGridApiContext();
  return (
    <TablePagination
      component="div"
      {...other}
      onRowsPerPageChange={(event) => onRowsPerPageChange?.(Number(event.target.value))}
      labelRowsPerPage={apiRef.current.getLocaleText('paginationRowsPerPage')}
      getItemAriaLabel={apiRef.current.getLocaleText('paginationItemAriaLabel')}
      slotProps={disabled ? { actions: { previousButton: { disabled }, nextButton: { disabled } } } : undefined}
      showFirstButton
      showLastButton
    />
  );
}

export default function PaginationFirstLast() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        slots={{ basePagination: PaginationWithEnds }}
      />
    </Box>
  );
}
