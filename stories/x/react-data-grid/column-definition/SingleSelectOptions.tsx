import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type ValueOptions } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  country: string;
  priority: number;
  carrier: string;
}

const rows: Order[] = [
  { id: 'SO-3101', customer: 'Northwind Traders', country: 'US', priority: 2, carrier: 'UPS' },
  { id: 'SO-3102', customer: 'Blue Harbor Foods', country: 'PT', priority: 1, carrier: 'DHL' },
  { id: 'SO-3103', customer: 'Alpine Outfitters', country: 'CH', priority: 3, carrier: 'DHL' },
  { id: 'SO-3104', customer: 'Maple Hardware', country: 'CA', priority: 2, carrier: 'Canada Post' },
  { id: 'SO-3105', customer: 'Sunrise Bakery', country: 'JP', priority: 1, carrier: 'Japan Post' },
];

// Options in your own shape, read with `getOptionValue` and `getOptionLabel`.
interface Country {
  code: string;
  name: string;
  carriers: string[];
}

const countries: Country[] = [
  { code: 'CA', name: 'Canada', carriers: ['Canada Post', 'UPS'] },
  { code: 'CH', name: 'Switzerland', carriers: ['DHL', 'Swiss Post'] },
  { code: 'JP', name: 'Japan', carriers: ['DHL', 'Japan Post'] },
  { code: 'PT', name: 'Portugal', carriers: ['CTT', 'DHL'] },
  { code: 'US', name: 'United States', carriers: ['FedEx', 'UPS', 'USPS'] },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 150,
    editable: true,
    valueOptions: countries,
    getOptionValue: (option: ValueOptions) => (option as Country).code,
    getOptionLabel: (option: ValueOptions) => (option as Country).name,
  },
  {
    // Options with the default `{ value, label }` shape: the row stores 1, 2 or 3.
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    width: 110,
    editable: true,
    valueOptions: [
      { value: 1, label: 'Low' },
      { value: 2, label: 'Normal' },
      { value: 3, label: 'Express' },
    ],
  },
  {
    // Options computed per row: each country has its own carriers.
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    width: 130,
    editable: true,
    valueOptions: ({ row }) => {
      if (!row) {
        // Without a row (in the filter panel), offer every carrier.
        return [...new Set(countries.flatMap((country) => country.carriers))].sort();
      }
      return countries.find((country) => country.code === row.country)?.carriers ?? [];
    },
  },
];

export default function SingleSelectOptions() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
