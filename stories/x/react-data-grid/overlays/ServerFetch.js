import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';

// Stands in for a server: answers after a fixed delay with fixed data.
const shipmentsByRegion = {
  Europe: [
    { id: 'SH-3301', destination: 'Rotterdam', carrier: 'NordFreight', weight: 1240 },
    { id: 'SH-3302', destination: 'Lyon', carrier: 'Rhône Express', weight: 380 },
    { id: 'SH-3303', destination: 'Gdańsk', carrier: 'Baltic Lines', weight: 2210 },
  ],
  Americas: [
    { id: 'SH-4410', destination: 'Santos', carrier: 'Atlântico Cargo', weight: 3150 },
    { id: 'SH-4411', destination: 'Chicago', carrier: 'Great Lakes Haul', weight: 760 },
  ],
  Asia: [],
};

function fetchShipments(region) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(shipmentsByRegion[region]), 600);
  });
}

const columns = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

const RegionContext = React.createContext(null);

// One overlay for "nothing requested yet" and "the server returned nothing".
function NoShipments(props) {
  const region = React.useContext(RegionContext);
  return (
    <GridOverlay {...props}>
      <Typography variant="body2" sx={{ p: 2, textAlign: 'center' }}>
        {region ? `No shipment is on its way to ${region}.` : 'Choose a region to load its shipments.'}
      </Typography>
    </GridOverlay>
  );
}

export default function ServerFetch() {
  const [region, setRegion] = React.useState(null);
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!region) {
      return undefined;
    }
    let active = true;
    setLoading(true);
    fetchShipments(region).then((result) => {
      // Ignore the answer if another region was chosen in the meantime.
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [region]);

  return (
    <RegionContext.Provider value={region}>
      <Stack spacing={1}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={region}
          onChange={(_event, value) => value && setRegion(value)}
          aria-label="Region"
        >
          <ToggleButton value="Europe">Europe</ToggleButton>
          <ToggleButton value="Americas">Americas</ToggleButton>
          <ToggleButton value="Asia">Asia</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ height: 300, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            slots={{ noRowsOverlay: NoShipments }}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'circular-progress' } }}
          />
        </Box>
      </Stack>
    </RegionContext.Provider>
  );
}
