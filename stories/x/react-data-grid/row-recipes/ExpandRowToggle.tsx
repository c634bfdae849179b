import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { DataGrid, type GridColDef, type GridRowHeightParams, type GridRowId } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  status: string;
  description: string;
}

const rows: Ticket[] = [
  {
    id: 4512,
    subject: 'Cannot download March invoice',
    customer: 'Blue Harbor Foods',
    status: 'Open',
    description:
      'The download button on the billing page spins and then shows "Something went wrong". It worked for the February invoice. Tried Chrome and Firefox.',
  },
  {
    id: 4513,
    subject: 'Add a second admin',
    customer: 'Maple Hardware',
    status: 'Waiting on customer',
    description: 'Customer wants their office manager to be an admin as well. Asked them to confirm the email address.',
  },
  {
    id: 4514,
    subject: 'Sync with accounting stopped',
    customer: 'Alpine Outfitters',
    status: 'Escalated',
    description:
      'No transactions have reached their accounting software since April 2. The connection shows as active. Engineering is checking the webhook logs.',
  },
  {
    id: 4515,
    subject: 'Change of billing address',
    customer: 'Sunrise Bakery',
    status: 'Solved',
    description: 'Updated the billing address to 14 Harbour Street, Osaka. Next invoice will use it.',
  },
];

export default function ExpandRowToggle() {
  const [expanded, setExpanded] = React.useState<ReadonlySet<GridRowId>>(() => new Set());

  const toggle = React.useCallback((id: GridRowId) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });
  }, []);

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      {
        field: 'expand',
        headerName: 'Details',
        width: 56,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        // No visible title in a column this narrow, but screen readers still announce one.
        renderHeader: () => <span style={visuallyHidden}>Details</span>,
        renderCell: ({ id, row }) => {
          const isExpanded = expanded.has(id);
          return (
            <IconButton
              size="small"
              onClick={() => toggle(id)}
              aria-expanded={isExpanded}
              aria-label={`${isExpanded ? 'Hide' : 'Show'} details of ticket ${row.id}`}
            >
              {isExpanded ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
            </IconButton>
          );
        },
      },
      {
        field: 'subject',
        headerName: 'Subject',
        flex: 1,
        minWidth: 200,
        renderCell: ({ id, row }) =>
          expanded.has(id) ? (
            <Box sx={{ py: 1.5, lineHeight: 1.5 }}>
              <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
                {row.subject}
              </Typography>
              <Typography variant="body2" component="p" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
                {row.description}
              </Typography>
            </Box>
          ) : (
            row.subject
          ),
      },
      { field: 'customer', headerName: 'Customer', width: 150 },
      { field: 'status', headerName: 'Status', width: 150 },
    ],
    [expanded, toggle],
  );

  // Expanded rows grow to fit the description; the others keep the default height.
  const getRowHeight = React.useCallback(
    ({ id }: GridRowHeightParams) => (expanded.has(id) ? 'auto' : null),
    [expanded],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        disableRowSelectionOnClick
        hideFooter
        sx={{ '& .MuiDataGrid-row--dynamicHeight .MuiDataGrid-cell': { alignItems: 'flex-start' } }}
      />
    </Box>
  );
}
