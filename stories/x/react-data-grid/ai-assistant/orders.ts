import type { GridColDef } from '@mui/x-data-grid-premium';

export interface Order {
  id: string;
  customer: string;
  country: string;
  product: string;
  revenue: number;
  status: 'Processing' | 'Shipped' | 'Delivered';
}

/** Twelve orders of an office furniture shop, shared by the demos of this page. */
export const orders: Order[] = [
  { id: 'SO-7101', customer: 'Maison Lefèvre', country: 'France', product: 'Standing desk', revenue: 5868, status: 'Shipped' },
  { id: 'SO-7102', customer: 'Nordlicht GmbH', country: 'Germany', product: 'Ergonomic chair', revenue: 9870, status: 'Processing' },
  { id: 'SO-7103', customer: 'Atelier Bonnet', country: 'France', product: 'Monitor arm', revenue: 1785, status: 'Delivered' },
  { id: 'SO-7104', customer: 'Casa Verde', country: 'Spain', product: 'Desk lamp', revenue: 592, status: 'Delivered' },
  { id: 'SO-7105', customer: 'Hoffmann & Söhne', country: 'Germany', product: 'Standing desk', revenue: 12225, status: 'Delivered' },
  { id: 'SO-7106', customer: 'Studio Marais', country: 'France', product: 'Acoustic panel', revenue: 3480, status: 'Processing' },
  { id: 'SO-7107', customer: 'Olivares Legal', country: 'Spain', product: 'Ergonomic chair', revenue: 6580, status: 'Shipped' },
  { id: 'SO-7108', customer: 'Brouwer Design', country: 'Netherlands', product: 'Monitor arm', revenue: 2380, status: 'Shipped' },
  { id: 'SO-7109', customer: 'Café Lumière', country: 'France', product: 'Desk lamp', revenue: 740, status: 'Delivered' },
  { id: 'SO-7110', customer: 'Van Dijk Partners', country: 'Netherlands', product: 'Standing desk', revenue: 7335, status: 'Processing' },
  { id: 'SO-7111', customer: 'Berliner Werkstatt', country: 'Germany', product: 'Acoustic panel', revenue: 2320, status: 'Delivered' },
  { id: 'SO-7112', customer: 'Estudio Ruiz', country: 'Spain', product: 'Standing desk', revenue: 4890, status: 'Shipped' },
];

export const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: ['France', 'Germany', 'Netherlands', 'Spain'],
    width: 120,
  },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'revenue',
    headerName: 'Revenue ($)',
    type: 'number',
    width: 120,
    description: 'Order total in US dollars, before tax',
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Processing', 'Shipped', 'Delivered'],
    width: 120,
  },
];
