import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', temperature: 19.4, humidity: 64, wind: 14 },
  { id: 2, city: 'Reykjavík', temperature: 6.2, humidity: 78, wind: 31 },
  { id: 3, city: 'Singapore', temperature: 30.8, humidity: 83, wind: 9 },
  { id: 4, city: 'Denver', temperature: 12.5, humidity: 35, wind: 18 },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 110 },
];

const heights = [36, 56, 76];

export default function HeaderHeight() {
  const [columnHeaderHeight, setColumnHeaderHeight] = React.useState(36);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={columnHeaderHeight}
        onChange={(_event, value) => value && setColumnHeaderHeight(value)}
        aria-label="Header height"
        sx={{ mb: 1 }}
      >
        {heights.map((height) => (
          <ToggleButton key={height} value={height}>
            {height} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter columnHeaderHeight={columnHeaderHeight} />
      </Box>
    </Box>
  );
}
