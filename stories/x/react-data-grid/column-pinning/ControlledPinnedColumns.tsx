import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Account {
  id: number;
  company: string;
  plan: string;
  seats: number;
  mrr: number;
  country: string;
  owner: string;
  renewsOn: Date;
}

const rows: Account[] = [
  { id: 1, company: 'Northwind Traders', plan: 'Enterprise', seats: 420, mrr: 18900, country: 'United States', owner: 'Sofia Lindqvist', renewsOn: new Date(2025, 8, 1) },
  { id: 2, company: 'Blue Harbor Foods', plan: 'Business', seats: 85, mrr: 2975, country: 'Portugal', owner: 'Mateo Rossi', renewsOn: new Date(2025, 3, 15) },
  { id: 3, company: 'Alpine Outfitters', plan: 'Business', seats: 140, mrr: 4900, country: 'Switzerland', owner: 'Hana Sato', renewsOn: new Date(2025, 10, 30) },
  { id: 4, company: 'Sunrise Bakery', plan: 'Starter', seats: 12, mrr: 180, country: 'Japan', owner: 'Lucas Moreau', renewsOn: new Date(2025, 5, 1) },
  { id: 5, company: 'Maple Hardware', plan: 'Enterprise', seats: 260, mrr: 11700, country: 'Canada', owner: 'Priya Raman', renewsOn: new Date(2026, 0, 31) },
];

const columns: GridColDef<Account>[] = [
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'mrr', headerName: 'MRR ($)', type: 'number', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'owner', headerName: 'Account owner', width: 160 },
  { field: 'renewsOn', headerName: 'Renews on', type: 'date', width: 120 },
];

export default function ControlledPinnedColumns() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({ left: ['company'] });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => setPinnedColumns({ left: ['company'], right: ['mrr'] })}>
          Pin company and MRR
        </Button>
        <Button onClick={() => setPinnedColumns({})}>Unpin all</Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
        />
      </Box>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        pinnedColumns: {JSON.stringify(pinnedColumns)}
      </Typography>
    </Stack>
  );
}
