import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CSSObject, Theme } from '@mui/material/styles';
import {
  DataGridPro,
  GridEditInputCell,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

type Category = 'Audio' | 'Computing' | 'Accessories' | 'Home office' | 'Cameras';
type Warehouse = 'Rotterdam' | 'Leipzig' | 'Lyon';
type Status = 'In stock' | 'Low stock' | 'Out of stock';

interface Product {
  id: string;
  name: string;
  category: Category;
  warehouse: Warehouse;
  stock: number;
  reorderPoint: number;
  capacity: number;
  unitPrice: number;
  restockedOn: Date;
}

const initialRows: Product[] = [
  { id: 'AU-1001', name: 'Studio Monitor Headphones', category: 'Audio', warehouse: 'Rotterdam', stock: 184, reorderPoint: 40, capacity: 250, unitPrice: 149, restockedOn: new Date(2025, 2, 3) },
  { id: 'AU-1002', name: 'Bluetooth Speaker Mini', category: 'Audio', warehouse: 'Leipzig', stock: 22, reorderPoint: 50, capacity: 300, unitPrice: 59, restockedOn: new Date(2025, 1, 11) },
  { id: 'AU-1003', name: 'USB Podcast Microphone', category: 'Audio', warehouse: 'Lyon', stock: 0, reorderPoint: 20, capacity: 120, unitPrice: 129, restockedOn: new Date(2025, 0, 20) },
  { id: 'CP-2001', name: 'Ultrabook 14"', category: 'Computing', warehouse: 'Rotterdam', stock: 36, reorderPoint: 15, capacity: 60, unitPrice: 1299, restockedOn: new Date(2025, 2, 10) },
  { id: 'CP-2002', name: 'Mechanical Keyboard', category: 'Computing', warehouse: 'Leipzig', stock: 212, reorderPoint: 60, capacity: 400, unitPrice: 109, restockedOn: new Date(2025, 1, 27) },
  { id: 'CP-2003', name: '27" 4K Monitor', category: 'Computing', warehouse: 'Lyon', stock: 9, reorderPoint: 12, capacity: 80, unitPrice: 429, restockedOn: new Date(2025, 0, 8) },
  { id: 'CP-2004', name: 'Portable SSD 2 TB', category: 'Computing', warehouse: 'Rotterdam', stock: 148, reorderPoint: 40, capacity: 200, unitPrice: 179, restockedOn: new Date(2025, 2, 12) },
  { id: 'AC-3001', name: 'USB-C Hub 7-in-1', category: 'Accessories', warehouse: 'Leipzig', stock: 95, reorderPoint: 80, capacity: 500, unitPrice: 49, restockedOn: new Date(2025, 1, 19) },
  { id: 'AC-3002', name: 'Wireless Charging Pad', category: 'Accessories', warehouse: 'Lyon', stock: 0, reorderPoint: 60, capacity: 350, unitPrice: 35, restockedOn: new Date(2024, 11, 16) },
  { id: 'AC-3003', name: 'Laptop Sleeve 14"', category: 'Accessories', warehouse: 'Rotterdam', stock: 276, reorderPoint: 50, capacity: 300, unitPrice: 29, restockedOn: new Date(2025, 2, 5) },
  { id: 'HO-4001', name: 'Ergonomic Desk Chair', category: 'Home office', warehouse: 'Leipzig', stock: 18, reorderPoint: 10, capacity: 40, unitPrice: 389, restockedOn: new Date(2025, 1, 3) },
  { id: 'HO-4002', name: 'Standing Desk Frame', category: 'Home office', warehouse: 'Rotterdam', stock: 6, reorderPoint: 8, capacity: 30, unitPrice: 549, restockedOn: new Date(2025, 0, 29) },
  { id: 'HO-4003', name: 'LED Desk Lamp', category: 'Home office', warehouse: 'Lyon', stock: 131, reorderPoint: 30, capacity: 180, unitPrice: 45, restockedOn: new Date(2025, 2, 7) },
  { id: 'CM-5001', name: 'Mirrorless Camera Body', category: 'Cameras', warehouse: 'Rotterdam', stock: 11, reorderPoint: 5, capacity: 25, unitPrice: 1749, restockedOn: new Date(2025, 1, 14) },
  { id: 'CM-5002', name: 'Action Camera 4K', category: 'Cameras', warehouse: 'Leipzig', stock: 3, reorderPoint: 15, capacity: 90, unitPrice: 299, restockedOn: new Date(2025, 0, 13) },
  { id: 'CM-5003', name: 'Carbon Travel Tripod', category: 'Cameras', warehouse: 'Lyon', stock: 57, reorderPoint: 20, capacity: 100, unitPrice: 189, restockedOn: new Date(2025, 2, 1) },
];

const statusOf = (product: Product): Status => {
  if (product.stock <= 0) {
    return 'Out of stock';
  }
  return product.stock <= product.reorderPoint ? 'Low stock' : 'In stock';
};

// Background and text colours per status, for light and dark mode, with readable contrast.
const statusColors: Record<Status, { light: [string, string]; dark: [string, string] }> = {
  'In stock': { light: ['hsl(125, 50%, 90%)', 'hsl(125, 60%, 22%)'], dark: ['hsl(125, 35%, 22%)', 'hsl(125, 60%, 85%)'] },
  'Low stock': { light: ['hsl(40, 100%, 87%)', 'hsl(30, 90%, 24%)'], dark: ['hsl(38, 50%, 24%)', 'hsl(40, 100%, 85%)'] },
  'Out of stock': { light: ['hsl(0, 85%, 92%)', 'hsl(0, 70%, 32%)'], dark: ['hsl(0, 40%, 26%)', 'hsl(0, 100%, 88%)'] },
};

function colored(theme: Theme, [background, text]: [string, string], [darkBackground, darkText]: [string, string]): CSSObject {
  return {
    backgroundColor: background,
    color: text,
    ...(theme.applyStyles('dark', { backgroundColor: darkBackground, color: darkText }) as CSSObject),
  };
}

function StatusChip({ status }: { status: Status }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        px: 1,
        py: 0.25,
        borderRadius: 4,
        fontSize: 13,
        fontWeight: 500,
        whiteSpace: 'nowrap',
        ...colored(theme, statusColors[status].light, statusColors[status].dark),
      })}
    >
      {status}
    </Box>
  );
}

// Generated avatars: initials on a colour picked from the product's SKU, no network images.
const avatarColors = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ad1457', '#00695c', '#4e342e', '#283593'];

function initials(name: string) {
  const words = name.replace(/[^A-Za-z0-9 ]/g, '').split(' ').filter(Boolean);
  return (words[0][0] + (words[1]?.[0] ?? '')).toUpperCase();
}

function colorFor(id: string) {
  let hash = 0;
  for (const char of id) {
    hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  }
  return avatarColors[hash % avatarColors.length];
}

function ProductCell({ row }: GridRenderCellParams<Product>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar variant="rounded" sx={{ width: 36, height: 36, fontSize: 14, bgcolor: colorFor(row.id), color: '#fff' }}>
        {initials(row.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
          {row.id}
        </Typography>
      </Box>
    </Stack>
  );
}

function StockLevelCell({ row }: GridRenderCellParams<Product>) {
  const percent = Math.min(100, Math.round((row.stock / row.capacity) * 100));
  const status = statusOf(row);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Stock level of ${row.name}`}
        color={status === 'In stock' ? 'success' : status === 'Low stock' ? 'warning' : 'error'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="caption" sx={{ width: 34, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        {percent}%
      </Typography>
    </Stack>
  );
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 230, renderCell: (params) => <ProductCell {...params} /> },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['In stock', 'Low stock', 'Out of stock'],
    width: 130,
    valueGetter: (_value, row) => statusOf(row),
    renderCell: ({ value }) => <StatusChip status={value as Status} />,
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 90,
    editable: true,
    preProcessEditCellProps: ({ props }) => ({ ...props, error: !(Number(props.value) >= 0) }),
    // The grid refuses to save while a value is still being checked, and by default the editor
    // sends what the reader types after a 200 ms pause: without it, Enter right after typing saves.
    renderEditCell: (params) => <GridEditInputCell {...params} debounceMs={0} />,
  },
  {
    field: 'level',
    headerName: 'Stock level',
    width: 160,
    sortable: true,
    filterable: false,
    valueGetter: (_value, row) => row.stock / row.capacity,
    renderCell: (params) => <StockLevelCell {...params} />,
  },
  { field: 'reorderPoint', headerName: 'Reorder at', type: 'number', width: 100, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Audio', 'Computing', 'Accessories', 'Home office', 'Cameras'],
    width: 130,
    editable: true,
  },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: ['Rotterdam', 'Leipzig', 'Lyon'],
    width: 120,
    editable: true,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'value',
    headerName: 'Stock value',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.stock * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'restockedOn', headerName: 'Last restocked', type: 'date', width: 130, editable: true },
];

export default function InventoryDashboard() {
  const [rows, setRows] = React.useState(initialRows);

  // Saves an edited row: stock and prices are rounded and never negative.
  const processRowUpdate = (updated: Product) => {
    const saved: Product = {
      ...updated,
      stock: Math.max(0, Math.round(updated.stock)),
      reorderPoint: Math.max(0, Math.round(updated.reorderPoint)),
      unitPrice: Math.max(0, Math.round(updated.unitPrice * 100) / 100),
    };
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const totalValue = rows.reduce((sum, row) => sum + row.stock * row.unitPrice, 0);
  const lowOrOut = rows.filter((row) => statusOf(row) !== 'In stock').length;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
        <Typography variant="body2" component="p">
          <b>{rows.length}</b> products
        </Typography>
        <Typography variant="body2" component="p">
          Stock value <b>{currency.format(totalValue)}</b>
        </Typography>
        <Typography variant="body2" component="p">
          <b>{lowOrOut}</b> to reorder
        </Typography>
      </Stack>
      <Box sx={{ height: 600 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          rowHeight={60}
          checkboxSelection
          disableRowSelectionOnClick
          showToolbar
          initialState={{
            pinnedColumns: { left: ['__check__', 'name'] },
            sorting: { sortModel: [{ field: 'level', sort: 'asc' }] },
          }}
        />
      </Box>
    </Stack>
  );
}
