import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Flight {
  id: number;
  number: string;
  airline: string;
  origin: string;
  departureTime: string;
  destination: string;
  arrivalTime: string;
  aircraft: string;
}

const rows: Flight[] = [
  { id: 1, number: 'LH 400', airline: 'Lufthansa', origin: 'FRA', departureTime: '10:20', destination: 'JFK', arrivalTime: '12:55', aircraft: 'Boeing 747-8' },
  { id: 2, number: 'AF 276', airline: 'Air France', origin: 'CDG', departureTime: '13:35', destination: 'HND', arrivalTime: '09:10', aircraft: 'Boeing 777-300ER' },
  { id: 3, number: 'QF 1', airline: 'Qantas', origin: 'SYD', departureTime: '15:50', destination: 'LHR', arrivalTime: '05:30', aircraft: 'Airbus A380' },
  { id: 4, number: 'EK 202', airline: 'Emirates', origin: 'DXB', departureTime: '02:50', destination: 'JFK', arrivalTime: '08:45', aircraft: 'Airbus A380' },
  { id: 5, number: 'SQ 322', airline: 'Singapore Airlines', origin: 'SIN', departureTime: '23:40', destination: 'LHR', arrivalTime: '06:25', aircraft: 'Airbus A350-900' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'number', headerName: 'Number', width: 100 },
  { field: 'airline', headerName: 'Airline', width: 160 },
  { field: 'origin', headerName: 'Airport', width: 90 },
  { field: 'departureTime', headerName: 'Time', width: 80 },
  { field: 'destination', headerName: 'Airport', width: 90 },
  { field: 'arrivalTime', headerName: 'Time', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', flex: 1, minWidth: 150 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'flight',
    headerName: 'Flight',
    children: [{ field: 'number' }, { field: 'airline' }],
  },
  {
    groupId: 'route',
    headerName: 'Route',
    children: [
      // Groups nest: each one adds a row of headers.
      { groupId: 'departure', headerName: 'Departure', children: [{ field: 'origin' }, { field: 'departureTime' }] },
      { groupId: 'arrival', headerName: 'Arrival', children: [{ field: 'destination' }, { field: 'arrivalTime' }] },
    ],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
