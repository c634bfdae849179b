import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Client {
  name: string;
  country: string;
}

interface Project {
  id: string;
  title: string;
  client: Client;
  revenue: number;
  costs: number;
}

const rows: Project[] = [
  {
    id: 'PRJ-201',
    title: 'Warehouse app',
    client: { name: 'Northwind Traders', country: 'USA' },
    revenue: 84000,
    costs: 61200,
  },
  {
    id: 'PRJ-202',
    title: 'Loyalty program',
    client: { name: 'Blue Harbor Foods', country: 'Portugal' },
    revenue: 42500,
    costs: 45100,
  },
  {
    id: 'PRJ-203',
    title: 'Booking portal',
    client: { name: 'Alpine Outfitters', country: 'Switzerland' },
    revenue: 129000,
    costs: 87400,
  },
  {
    id: 'PRJ-204',
    title: 'Menu redesign',
    client: { name: 'Sunrise Bakery', country: 'Japan' },
    revenue: 18900,
    costs: 11350,
  },
  {
    id: 'PRJ-205',
    title: 'Inventory sync',
    client: { name: 'Maple Hardware', country: 'Canada' },
    revenue: 56300,
    costs: 38900,
  },
];

const columns: GridColDef<Project>[] = [
  { field: 'title', headerName: 'Project', flex: 1, minWidth: 150 },
  {
    // Derive a plain value from an object: the cell, sorting and filtering all see the name.
    field: 'client',
    headerName: 'Client',
    width: 170,
    valueGetter: (value: Client) => value.name,
  },
  {
    // A column with no matching field: the value comes from another property of the row.
    field: 'country',
    headerName: 'Country',
    width: 120,
    valueGetter: (_value, row) => row.client.country,
  },
  {
    // A value computed from several fields.
    field: 'profit',
    headerName: 'Profit',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.revenue - row.costs,
  },
];

export default function ValueGetter() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'profit', sort: 'desc' }] } }}
      />
    </Box>
  );
}
