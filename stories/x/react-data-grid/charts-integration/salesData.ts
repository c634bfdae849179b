import type { GridColDef } from '@mui/x-data-grid-premium';

export interface MonthlySales {
  id: number;
  month: string;
  region: string;
  product: string;
  revenue: number;
  units: number;
}

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
export const regions = ['Americas', 'Europe', 'Asia Pacific'];

/** Units sold per month of each region's two products; revenue follows from the unit prices. */
const unitsByRegion: Record<string, Record<string, number[]>> = {
  Americas: { 'Heat pump': [42, 38, 45, 51, 57, 60], 'Solar kit': [65, 70, 82, 95, 104, 118] },
  Europe: { 'Heat pump': [58, 61, 55, 49, 44, 40], 'Solar kit': [40, 46, 60, 72, 85, 91] },
  'Asia Pacific': { 'Heat pump': [30, 33, 37, 36, 41, 45], 'Solar kit': [88, 84, 90, 97, 93, 101] },
};
const unitPrice: Record<string, number> = { 'Heat pump': 6400, 'Solar kit': 2900 };

/** 36 rows: six months of 2025 for three regions and two products. */
export const sales: MonthlySales[] = regions.flatMap((region, regionIndex) =>
  Object.entries(unitsByRegion[region]).flatMap(([product, units], productIndex) =>
    units.map((count, monthIndex) => ({
      id: regionIndex * 100 + productIndex * 10 + monthIndex,
      month: months[monthIndex],
      region,
      product,
      units: count,
      revenue: count * unitPrice[product],
    })),
  ),
);

export const salesColumns: GridColDef<MonthlySales>[] = [
  { field: 'month', headerName: 'Month', width: 90, type: 'singleSelect', valueOptions: months },
  { field: 'region', headerName: 'Region', width: 130, type: 'singleSelect', valueOptions: regions },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    // Group rows have no value until the aggregation is computed.
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Short amounts for axes and tooltips: $850K, $3.4M. */
export const formatCompact = (value: number | null) => (value === null ? '' : compact.format(value));
