import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

// Too many options for a plain select: the reader types to narrow them down.
const ports = [
  'Antwerp',
  'Barcelona',
  'Busan',
  'Callao',
  'Colombo',
  'Dubai',
  'Durban',
  'Felixstowe',
  'Genoa',
  'Hamburg',
  'Hong Kong',
  'Jeddah',
  'Kaohsiung',
  'Le Havre',
  'Long Beach',
  'Los Angeles',
  'Manzanillo',
  'Melbourne',
  'Mombasa',
  'Montreal',
  'Mumbai',
  'New York',
  'Ningbo',
  'Piraeus',
  'Port Klang',
  'Porto',
  'Rotterdam',
  'Santos',
  'Savannah',
  'Shanghai',
  'Singapore',
  'Tanjung Pelepas',
  'Tokyo',
  'Valencia',
  'Vancouver',
  'Yokohama',
];

const rows = [
  { id: 'SH-7701', customer: 'Harbor Logistics', destination: 'Rotterdam' },
  { id: 'SH-7702', customer: 'Blue Fern Dental', destination: 'Singapore' },
  { id: 'SH-7703', customer: 'Oakridge Farms', destination: 'Santos' },
  { id: 'SH-7704', customer: 'Northwind Traders', destination: 'Hamburg' },
];

function PortEditCell(props) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (_event, newValue) => {
    await apiRef.current.setEditCellValue({ id, field, value: newValue ?? '' });
    // Enter on an option already saved the cell through the grid's own key handling.
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Autocomplete
      value={value || null}
      onChange={handleChange}
      options={ports}
      openOnFocus
      fullWidth
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          variant="standard"
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': 'Destination port' } }}
          sx={{ px: 1 }}
        />
      )}
    />
  );
}

const columns = [
  { field: 'id', headerName: 'Shipment', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'destination',
    headerName: 'Destination',
    width: 190,
    editable: true,
    renderEditCell: (params) => <PortEditCell {...params} />,
  },
];

export default function AutocompleteEditing() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
