import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  country: string;
  rep: string;
  deals: number;
  revenue: number; // k€
}

const rows: Sale[] = [
  { id: 1, region: 'Europe', country: 'Germany', rep: 'Thomas Müller', deals: 14, revenue: 820 },
  { id: 2, region: 'Europe', country: 'France', rep: 'Inès Dubois', deals: 9, revenue: 545 },
  { id: 3, region: 'Europe', country: 'Portugal', rep: 'Mateo Rossi', deals: 6, revenue: 210 },
  { id: 4, region: 'Asia', country: 'Japan', rep: 'Hana Sato', deals: 11, revenue: 930 },
  { id: 5, region: 'Asia', country: 'Singapore', rep: 'Priya Raman', deals: 7, revenue: 388 },
  { id: 6, region: 'Americas', country: 'United States', rep: 'Sofia Lindqvist', deals: 18, revenue: 1_460 },
  { id: 7, region: 'Americas', country: 'Canada', rep: 'Diego Alvarez', deals: 5, revenue: 295 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rep', headerName: 'Sales rep', width: 150 },
  { field: 'deals', headerName: 'Deals', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (k€)', type: 'number', width: 140 },
];

export default function AggregationRowGrouping() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { deals: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { region: false } },
        }}
        defaultGroupingExpansionDepth={1}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
