import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const storesByRegion = {
  europe: [
    { id: 1, store: 'Lisbon Chiado', manager: 'Rui Matos', revenue: 412300 },
    { id: 2, store: 'Zurich Bahnhofstrasse', manager: 'Lea Brunner', revenue: 988120 },
    { id: 3, store: 'Paris Le Marais', manager: 'Chloé Laurent', revenue: 731560 },
    { id: 4, store: 'Berlin Mitte', manager: 'Jonas Becker', revenue: 528940 },
  ],
  asia: [
    { id: 5, store: 'Tokyo Omotesando Hills', manager: 'Hana Sato', revenue: 1204880 },
    { id: 6, store: 'Singapore Marina Bay Sands', manager: 'Wei Ling Tan', revenue: 1561200 },
    { id: 7, store: 'Seoul Gangnam', manager: 'Min-jun Park', revenue: 874300 },
    { id: 8, store: 'Bangkok Siam Paragon', manager: 'Ananda Srisuk', revenue: 699410 },
  ],
};

// Stands in for a request to your server.
function fetchStores(region) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(storesByRegion[region]), 300);
  });
}

const columns = [
  { field: 'store', headerName: 'Store' },
  { field: 'manager', headerName: 'Manager' },
  { field: 'revenue', headerName: 'Revenue (USD)', type: 'number' },
];

const autosizeOptions = { includeHeaders: true, includeOutliers: true };

export default function AutosizeAfterLoading() {
  const apiRef = useGridApiRef();
  const [region, setRegion] = React.useState('europe');
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchStores(region).then((stores) => {
      if (!active) {
        return;
      }
      // Render the new rows synchronously, so that autosizing measures them and not the previous ones.
      flushSync(() => {
        setRows(stores);
        setLoading(false);
      });
      apiRef.current?.autosizeColumns(autosizeOptions);
    });
    return () => {
      active = false;
    };
  }, [apiRef, region]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={region}
        onChange={(_event, value) => value && setRegion(value)}
        aria-label="Region"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="europe">Europe</ToggleButton>
        <ToggleButton value="asia">Asia</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
