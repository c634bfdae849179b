import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  date: Date;
  region: string;
  product: string;
  channel: string;
  units: number;
  revenue: number;
}

const orders: Order[] = [
  { id: 1, date: new Date(2024, 0, 3), region: 'Europe', product: 'Laptop', channel: 'Online', units: 2, revenue: 2400 },
  { id: 2, date: new Date(2024, 1, 8), region: 'Americas', product: 'Dock', channel: 'Online', units: 9, revenue: 1620 },
  { id: 3, date: new Date(2024, 2, 13), region: 'Asia Pacific', product: 'Monitor', channel: 'Retail', units: 5, revenue: 1600 },
  { id: 4, date: new Date(2024, 3, 18), region: 'Americas', product: 'Laptop', channel: 'Retail', units: 12, revenue: 14400 },
  { id: 5, date: new Date(2024, 4, 23), region: 'Asia Pacific', product: 'Laptop', channel: 'Online', units: 8, revenue: 9600 },
  { id: 6, date: new Date(2024, 5, 4), region: 'Europe', product: 'Dock', channel: 'Online', units: 4, revenue: 720 },
  { id: 7, date: new Date(2024, 6, 9), region: 'Asia Pacific', product: 'Monitor', channel: 'Retail', units: 11, revenue: 3520 },
  { id: 8, date: new Date(2024, 7, 14), region: 'Europe', product: 'Laptop', channel: 'Retail', units: 7, revenue: 8400 },
  { id: 9, date: new Date(2024, 8, 19), region: 'Americas', product: 'Laptop', channel: 'Online', units: 3, revenue: 3600 },
  { id: 10, date: new Date(2024, 9, 24), region: 'Europe', product: 'Dock', channel: 'Online', units: 10, revenue: 1800 },
  { id: 11, date: new Date(2024, 10, 5), region: 'Americas', product: 'Monitor', channel: 'Retail', units: 6, revenue: 1920 },
  { id: 12, date: new Date(2024, 11, 10), region: 'Asia Pacific', product: 'Laptop', channel: 'Retail', units: 2, revenue: 2400 },
  { id: 13, date: new Date(2025, 0, 15), region: 'Americas', product: 'Laptop', channel: 'Online', units: 9, revenue: 10800 },
  { id: 14, date: new Date(2025, 1, 20), region: 'Asia Pacific', product: 'Dock', channel: 'Online', units: 5, revenue: 900 },
  { id: 15, date: new Date(2025, 2, 25), region: 'Europe', product: 'Monitor', channel: 'Retail', units: 12, revenue: 3840 },
  { id: 16, date: new Date(2025, 3, 6), region: 'Asia Pacific', product: 'Laptop', channel: 'Retail', units: 8, revenue: 9600 },
  { id: 17, date: new Date(2025, 4, 11), region: 'Europe', product: 'Laptop', channel: 'Online', units: 4, revenue: 4800 },
  { id: 18, date: new Date(2025, 5, 16), region: 'Americas', product: 'Dock', channel: 'Online', units: 11, revenue: 1980 },
  { id: 19, date: new Date(2025, 6, 21), region: 'Europe', product: 'Monitor', channel: 'Retail', units: 7, revenue: 2240 },
  { id: 20, date: new Date(2025, 7, 26), region: 'Americas', product: 'Laptop', channel: 'Retail', units: 3, revenue: 3600 },
  { id: 21, date: new Date(2025, 8, 7), region: 'Asia Pacific', product: 'Laptop', channel: 'Online', units: 10, revenue: 12000 },
  { id: 22, date: new Date(2025, 9, 12), region: 'Americas', product: 'Dock', channel: 'Online', units: 6, revenue: 1080 },
  { id: 23, date: new Date(2025, 10, 17), region: 'Asia Pacific', product: 'Monitor', channel: 'Retail', units: 2, revenue: 640 },
  { id: 24, date: new Date(2025, 11, 22), region: 'Europe', product: 'Laptop', channel: 'Retail', units: 9, revenue: 10800 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Order>[] = [
  { field: 'date', headerName: 'Order date', type: 'date', width: 120 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : usd.format(value)),
  },
];

export default function PivotingDateColumns() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        hideFooter
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }],
              // Year and quarter columns derived from the `date` column.
              columns: [{ field: 'date-year' }, { field: 'date-quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
