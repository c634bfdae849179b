import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 'SO-1118',
    customer: 'Northwind Traders',
    salesRep: 'Lena Fischer',
    placedOn: new Date(2023, 10, 3),
    total: 1840,
  },
  {
    id: 'SO-1127',
    customer: 'Blue Harbor Foods',
    salesRep: 'Omar Haddad',
    placedOn: new Date(2024, 1, 19),
    total: 642,
  },
  {
    id: 'SO-1164',
    customer: 'Alpine Outfitters',
    salesRep: 'Lena Fischer',
    placedOn: new Date(2024, 8, 7),
    total: 3275,
  },
  { id: 'SO-1209', customer: 'Sunrise Bakery', salesRep: 'Sakura Ito', placedOn: new Date(2025, 0, 14), total: 2040 },
  { id: 'SO-1241', customer: 'Maple Hardware', salesRep: 'Omar Haddad', placedOn: new Date(2025, 2, 2), total: 1299 },
  { id: 'SO-1277', customer: 'Lena’s Flowers', salesRep: 'Sakura Ito', placedOn: new Date(2025, 4, 28), total: 905 },
];

// A four-digit search term matches the year of the order date; anything else skips this column.
const matchYear = (value) => {
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) {
    return null;
  }
  return (cellValue) => cellValue instanceof Date && cellValue.getFullYear() === Number(value);
};

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  // Internal data: the quick filter does not search this column.
  { field: 'salesRep', headerName: 'Sales rep', width: 120, getApplyQuickFilterFn: () => null },
  { field: 'placedOn', headerName: 'Placed on', type: 'date', width: 110, getApplyQuickFilterFn: matchYear },
  { field: 'total', headerName: 'Total', type: 'number', width: 90 },
];

export default function QuickFilterCustomLogic() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
