import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Priority = 'Critical' | 'High' | 'Normal' | 'Low';

interface Incident {
  id: string;
  title: string;
  service: string;
  priority: Priority;
  opened: string;
}

const rows: Incident[] = [
  {
    id: 'INC-881',
    title: 'Checkout returns 502 for EU customers',
    service: 'Payments',
    priority: 'Critical',
    opened: '08:14',
  },
  { id: 'INC-882', title: 'Search results lag by ten minutes', service: 'Search', priority: 'High', opened: '08:40' },
  { id: 'INC-883', title: 'Password reset emails delayed', service: 'Identity', priority: 'Normal', opened: '09:02' },
  { id: 'INC-884', title: 'Typo on the pricing page', service: 'Website', priority: 'Low', opened: '09:15' },
  { id: 'INC-885', title: 'Invoices PDF missing the logo', service: 'Billing', priority: 'Normal', opened: '09:31' },
];

const columns: GridColDef<Incident>[] = [
  { field: 'id', headerName: 'Incident', width: 100 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'service', headerName: 'Service', width: 100 },
  { field: 'priority', headerName: 'Priority', width: 90 },
  { field: 'opened', headerName: 'Opened', width: 80 },
];

export default function StatusStripeRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        [`& .${gridClasses.row}`]: { position: 'relative' },
        // A bar on the row's start edge (the right edge in right-to-left layouts), in the priority's colour.
        [`& .${gridClasses.row}::before`]: {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          width: 4,
          bgcolor: 'var(--priority-color)',
        },
        // The most urgent rows also get a tint; their hover and selected states keep it.
        '& .priority--critical': {
          '--priority-color': theme.palette.error.main,
          bgcolor: alpha(theme.palette.error.main, 0.1),
        },
        '& .priority--high': { '--priority-color': theme.palette.warning.main },
        '& .priority--normal': { '--priority-color': theme.palette.info.main },
        '& .priority--low': { '--priority-color': theme.palette.grey[500] },
        '& .priority--critical:hover, & .priority--critical.Mui-selected': {
          bgcolor: alpha(theme.palette.error.main, 0.18),
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getRowClassName={({ row }) => `priority--${row.priority.toLowerCase()}`}
      />
    </Box>
  );
}
