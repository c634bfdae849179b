import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';

const initialRows = [
  {
    id: 'SO-3101',
    customer: 'Northwind Traders',
    country: 'United States',
    product: 'Standing desk',
    quantity: 12,
    unitPrice: 489,
    status: 'Shipped',
    orderedOn: new Date(2025, 1, 3),
    salesRep: 'Sofia Lindqvist',
  },
  {
    id: 'SO-3102',
    customer: 'Blue Harbor Foods',
    country: 'Portugal',
    product: 'Ergonomic chair',
    quantity: 30,
    unitPrice: 329,
    status: 'Processing',
    orderedOn: new Date(2025, 1, 4),
    salesRep: 'Mateo Rossi',
  },
  {
    id: 'SO-3103',
    customer: 'Alpine Outfitters',
    country: 'Switzerland',
    product: 'Monitor arm',
    quantity: 45,
    unitPrice: 119,
    status: 'Shipped',
    orderedOn: new Date(2025, 1, 6),
    salesRep: 'Hana Sato',
  },
  {
    id: 'SO-3104',
    customer: 'Sunrise Bakery',
    country: 'Japan',
    product: 'Desk lamp',
    quantity: 8,
    unitPrice: 74,
    status: 'Delivered',
    orderedOn: new Date(2025, 1, 7),
    salesRep: 'Lucas Moreau',
  },
  {
    id: 'SO-3105',
    customer: 'Maple Hardware',
    country: 'Canada',
    product: 'Standing desk',
    quantity: 5,
    unitPrice: 489,
    status: 'Cancelled',
    orderedOn: new Date(2025, 1, 10),
    salesRep: 'Priya Raman',
  },
  {
    id: 'SO-3106',
    customer: 'Coral Reef Dive Co.',
    country: 'Australia',
    product: 'Acoustic panel',
    quantity: 60,
    unitPrice: 58,
    status: 'Processing',
    orderedOn: new Date(2025, 1, 11),
    salesRep: 'Diego Alvarez',
  },
];

export default function InitialPinnedColumns() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo(
    () => [
      { field: 'id', headerName: 'Order', width: 100 },
      { field: 'customer', headerName: 'Customer', width: 160 },
      { field: 'country', headerName: 'Country', width: 130 },
      { field: 'product', headerName: 'Product', width: 160 },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
      { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
      {
        field: 'total',
        headerName: 'Total',
        type: 'number',
        width: 110,
        valueGetter: (value, row) => row.quantity * row.unitPrice,
      },
      { field: 'status', headerName: 'Status', width: 120 },
      { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
      { field: 'salesRep', headerName: 'Sales rep', width: 150 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: (params) => [
          <GridActionsCellItem
            key="ship"
            icon={<LocalShippingIcon />}
            label={`Mark ${params.id} as shipped`}
            disabled={params.row.status !== 'Processing'}
            onClick={() =>
              setRows((current) => current.map((row) => (row.id === params.id ? { ...row, status: 'Shipped' } : row)))
            }
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${params.id}`}
            onClick={() => setRows((current) => current.filter((row) => row.id !== params.id))}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ pinnedColumns: { left: ['customer'], right: ['actions'] } }}
      />
    </Box>
  );
}
