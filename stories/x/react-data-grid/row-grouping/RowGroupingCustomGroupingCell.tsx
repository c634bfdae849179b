import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPremium,
  gridFilteredDescendantCountLookupSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

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

function CustomerCell(props: GridRenderCellParams<Order>) {
  const { id, field, rowNode } = props;
  const apiRef = useGridApiContext();
  const countLookup = useGridSelector(apiRef, gridFilteredDescendantCountLookupSelector);

  if (rowNode.type !== 'group') {
    // Leaves show their order number, indented under the customer.
    return <Box sx={{ pl: 5 }}>{props.row.id}</Box>;
  }

  const name = String(rowNode.groupingKey);
  const count = countLookup[id] ?? 0;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
    apiRef.current.setCellFocus(id, field);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <IconButton
        size="small"
        onClick={toggle}
        tabIndex={-1}
        aria-label={`${rowNode.childrenExpanded ? 'Collapse' : 'Expand'} ${name}`}
        aria-expanded={rowNode.childrenExpanded}
      >
        {rowNode.childrenExpanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Box component="span" sx={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
      <Chip size="small" label={`${count} ${count === 1 ? 'order' : 'orders'}`} />
    </Box>
  );
}

export default function RowGroupingCustomGroupingCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['customer'] },
          columns: { columnVisibilityModel: { customer: false, id: false } },
        }}
        groupingColDef={{ headerName: 'Customer / order', width: 280, renderCell: (params) => <CustomerCell {...params} /> }}
      />
    </Box>
  );
}
