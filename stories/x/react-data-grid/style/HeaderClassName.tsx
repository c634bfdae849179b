import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Position {
  id: number;
  symbol: string;
  company: string;
  quantity: number;
  price: number;
  marketValue: number;
}

const rows: Position[] = [
  { id: 1, symbol: 'ACME', company: 'Acme Industries', quantity: 200, price: 41.25, marketValue: 8250 },
  { id: 2, symbol: 'GLOBX', company: 'Globex Corporation', quantity: 75, price: 118.9, marketValue: 8917.5 },
  { id: 3, symbol: 'INITK', company: 'Initech', quantity: 1200, price: 6.42, marketValue: 7704 },
  { id: 4, symbol: 'UMBR', company: 'Umbrella Health', quantity: 40, price: 302.1, marketValue: 12084 },
];

// The money columns share a header class; `headerClassName` also accepts a function of the header's parameters.
const columns: GridColDef<Position>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, headerClassName: 'header--money' },
  { field: 'marketValue', headerName: 'Value ($)', type: 'number', width: 110, headerClassName: 'header--money' },
];

export default function HeaderClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 280,
        width: '100%',
        '& .header--money': {
          backgroundColor: alpha(theme.palette.primary.main, 0.14),
          fontWeight: theme.typography.fontWeightBold,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
