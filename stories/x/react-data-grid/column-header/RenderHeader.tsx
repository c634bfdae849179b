import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Northwind Traders', amount: 1840.5, dueDate: new Date(2025, 4, 30) },
  { id: 2, customer: 'Blue Harbor Foods', amount: 642, dueDate: new Date(2025, 5, 6) },
  { id: 3, customer: 'Alpine Outfitters', amount: 3275.2, dueDate: new Date(2025, 5, 14) },
  { id: 4, customer: 'Sunrise Bakery', amount: 218.75, dueDate: new Date(2025, 5, 2) },
];

// An icon before the column's name. The icon is decorative: the text names the column.
function IconHeader({ colDef, icon }: GridColumnHeaderParams & { icon: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', fontWeight: 500 }}>
      {icon}
      <span>{colDef.headerName}</span>
    </Stack>
  );
}

const columns: GridColDef[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 170,
    renderHeader: (params) => <IconHeader {...params} icon={<PersonIcon fontSize="small" aria-hidden />} />,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 150,
    // Two lines: the name and its unit.
    renderHeader: () => (
      <Box sx={{ lineHeight: 1.2, textAlign: 'end' }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', fontWeight: 500 }}>
          <PaymentsIcon fontSize="small" aria-hidden />
          <span>Amount</span>
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          in USD, tax included
        </Typography>
      </Box>
    ),
  },
  {
    field: 'dueDate',
    headerName: 'Due date',
    type: 'date',
    width: 150,
    renderHeader: (params) => <IconHeader {...params} icon={<EventIcon fontSize="small" aria-hidden />} />,
  },
];

export default function RenderHeader() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
