import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// Readings of Tuesday 21 January 2025.
const rows = [
  { id: 'oslo', station: 'Oslo Blindern', minTemp: -9.4, maxTemp: -2.1, rain: 0, snow: 4.5, gusts: 38 },
  { id: 'bergen', station: 'Bergen Florida', minTemp: 1.2, maxTemp: 6.8, rain: 22.4, snow: 0, gusts: 71 },
  { id: 'tromso', station: 'Tromsø Langnes', minTemp: -12.6, maxTemp: -6.3, rain: 0, snow: 9.1, gusts: 45 },
  { id: 'trondheim', station: 'Trondheim Voll', minTemp: -5.0, maxTemp: 0.4, rain: 1.8, snow: 2.2, gusts: 52 },
  { id: 'stavanger', station: 'Stavanger Sola', minTemp: 0.6, maxTemp: 5.9, rain: 14.7, snow: 0, gusts: 66 },
];

const columns = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'minTemp', headerName: 'Min', type: 'number', width: 90 },
  { field: 'maxTemp', headerName: 'Max', type: 'number', width: 90 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110 },
  { field: 'snow', headerName: 'Snow (cm)', type: 'number', width: 110 },
  { field: 'gusts', headerName: 'Gusts (km/h)', type: 'number', width: 120 },
];

const columnGroupingModel = [
  { groupId: 'temperature', headerName: 'Temperature (°C)', children: [{ field: 'minTemp' }, { field: 'maxTemp' }] },
  { groupId: 'precipitation', headerName: 'Precipitation', children: [{ field: 'rain' }, { field: 'snow' }] },
];

export default function GroupHeaderHeight() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnHeaderHeight={56}
        columnGroupHeaderHeight={36}
        hideFooter
      />
    </Box>
  );
}
