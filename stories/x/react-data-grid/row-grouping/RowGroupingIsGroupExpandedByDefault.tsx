import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridGroupNode } from '@mui/x-data-grid-premium';

interface Order {
  id: string;
  customer: string;
  country: string;
  city: string;
  product: string;
  category: string;
  quantity: number;
  amount: number;
  status: 'Processing' | 'Shipped' | 'Delivered';
}

const rows: Order[] = [
  { id: 'SO-1001', customer: 'Northwind Traders', country: 'United States', city: 'Seattle', product: 'Espresso machine', category: 'Appliances', quantity: 2, amount: 1_180, status: 'Shipped' },
  { id: 'SO-1002', customer: 'Alpine Outfitters', country: 'Switzerland', city: 'Zurich', product: 'Trail backpack', category: 'Outdoor', quantity: 12, amount: 1_620, status: 'Delivered' },
  { id: 'SO-1003', customer: 'Sunrise Bakery', country: 'Canada', city: 'Toronto', product: 'Stand mixer', category: 'Appliances', quantity: 1, amount: 540, status: 'Processing' },
  { id: 'SO-1004', customer: 'Maple Hardware', country: 'Canada', city: 'Vancouver', product: 'Cordless drill', category: 'Tools', quantity: 8, amount: 1_432, status: 'Shipped' },
  { id: 'SO-1005', customer: 'Coral Reef Dive Co.', country: 'Australia', city: 'Cairns', product: 'Dive computer', category: 'Outdoor', quantity: 4, amount: 1_996, status: 'Delivered' },
  { id: 'SO-1006', customer: 'Northwind Traders', country: 'United States', city: 'Seattle', product: 'Burr grinder', category: 'Appliances', quantity: 5, amount: 925, status: 'Delivered' },
  { id: 'SO-1007', customer: 'Maple Hardware', country: 'Canada', city: 'Vancouver', product: 'Tool chest', category: 'Tools', quantity: 3, amount: 897, status: 'Processing' },
  { id: 'SO-1008', customer: 'Alpine Outfitters', country: 'Switzerland', city: 'Geneva', product: 'Climbing rope', category: 'Outdoor', quantity: 10, amount: 1_490, status: 'Shipped' },
  { id: 'SO-1009', customer: 'Sunrise Bakery', country: 'Canada', city: 'Toronto', product: 'Proofing baskets', category: 'Kitchenware', quantity: 20, amount: 380, status: 'Delivered' },
  { id: 'SO-1010', customer: 'Harbor Books', country: 'United States', city: 'Boston', product: 'Reading lamp', category: 'Home', quantity: 6, amount: 474, status: 'Shipped' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Open Canada, and every customer under it; keep the other countries closed.
function isGroupExpandedByDefault(node: GridGroupNode) {
  return node.groupingKey === 'Canada' || (node.groupingField === 'customer' && node.depth === 1);
}

export default function RowGroupingIsGroupExpandedByDefault() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['country', 'customer'] } }}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
      />
    </Box>
  );
}
