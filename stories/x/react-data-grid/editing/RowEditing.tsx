import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  { id: 'SKU-1001', name: 'Espresso grinder', category: 'Appliances', price: 249, stock: 14 },
  { id: 'SKU-1002', name: 'Pour-over kettle', category: 'Kettles', price: 59.9, stock: 32 },
  { id: 'SKU-1003', name: 'Glass carafe', category: 'Accessories', price: 24.5, stock: 76 },
  { id: 'SKU-1004', name: 'Milk frother', category: 'Appliances', price: 89, stock: 9 },
  { id: 'SKU-1005', name: 'Paper filters (200)', category: 'Accessories', price: 6.75, stock: 240 },
];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Accessories', 'Appliances', 'Kettles'],
    width: 130,
    editable: true,
  },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90, editable: true },
];

export default function RowEditing() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
