import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, make: 'Toyota', model: 'Corolla', year: 2021, fuel: 'Hybrid', mileage: 38200, price: 21900 },
  { id: 2, make: 'Volkswagen', model: 'Golf', year: 2019, fuel: 'Petrol', mileage: 54100, price: 16400 },
  { id: 3, make: 'Toyota', model: 'RAV4', year: 2022, fuel: 'Hybrid', mileage: 29800, price: 33500 },
  { id: 4, make: 'Tesla', model: 'Model 3', year: 2021, fuel: 'Electric', mileage: 61000, price: 27900 },
  { id: 5, make: 'Honda', model: 'Civic', year: 2020, fuel: 'Petrol', mileage: 41500, price: 18700 },
  { id: 6, make: 'Hyundai', model: 'Ioniq', year: 2020, fuel: 'Hybrid', mileage: 72300, price: 16900 },
  { id: 7, make: 'Kia', model: 'Niro EV', year: 2023, fuel: 'Electric', mileage: 12400, price: 29400 },
  { id: 8, make: 'Ford', model: 'Focus', year: 2018, fuel: 'Diesel', mileage: 88600, price: 11200 },
  { id: 9, make: 'BMW', model: '320d', year: 2019, fuel: 'Diesel', mileage: 67200, price: 23800 },
  { id: 10, make: 'Toyota', model: 'Yaris', year: 2022, fuel: 'Hybrid', mileage: 18900, price: 19500 },
];

const columns = [
  { field: 'make', headerName: 'Make', width: 110 },
  { field: 'model', headerName: 'Model', width: 100 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value) => String(value) },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Diesel', 'Electric', 'Hybrid', 'Petrol'],
    width: 100,
  },
  { field: 'mileage', headerName: 'Mileage (km)', type: 'number', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function FilterPanelButtons() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          filterPanel: {
            // A fixed set of filters: readers edit them but cannot add or clear them all.
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            // Only AND between filters: the logic operator select is disabled.
            logicOperators: [GridLogicOperator.And],
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'year', operator: '>=', value: 2020 },
                { id: 2, field: 'mileage', operator: '<', value: 50000 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
