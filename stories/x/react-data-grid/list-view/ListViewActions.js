import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { DataGridPro } from '@mui/x-data-grid-pro';

const initialRows = [
  { id: 'INV-2041', client: 'Greenleaf Grocers', amount: 1840, due: '2025-03-04', status: 'Sent' },
  { id: 'INV-2042', client: 'Harbor Logistics', amount: 12600, due: '2025-03-11', status: 'Draft' },
  { id: 'INV-2043', client: 'Pinecrest Dental', amount: 2210, due: '2025-02-26', status: 'Sent' },
  { id: 'INV-2044', client: 'Summit Architects', amount: 7450, due: '2025-03-18', status: 'Paid' },
  { id: 'INV-2045', client: 'Riverside Veterinary', amount: 960, due: '2025-03-01', status: 'Sent' },
  { id: 'INV-2046', client: 'Oakwood Studio', amount: 4300, due: '2025-03-25', status: 'Draft' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const statusColor = { Draft: 'default', Sent: 'info', Paid: 'success' };

/** An outlined chip with a coloured dot: the label keeps the text colour, so it reads in light and dark. */
function StatusChip(props) {
  const dot = props.color === 'default' ? 'text.disabled' : `${props.color}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={props.status}
      icon={<CircleIcon />}
      sx={{ '& .MuiChip-icon': { color: dot, fontSize: 10 } }}
    />
  );
}

const columns = [
  { field: 'id', headerName: 'Invoice' },
  { field: 'client', headerName: 'Client' },
  { field: 'amount', headerName: 'Amount', type: 'number' },
  { field: 'due', headerName: 'Due' },
  { field: 'status', headerName: 'Status' },
];

const sortOptions = {
  due: [{ field: 'due', sort: 'asc' }],
  amount: [{ field: 'amount', sort: 'desc' }],
  client: [{ field: 'client', sort: 'asc' }],
};

const InvoiceActionsContext = React.createContext(() => {});

function InvoiceListCell(params) {
  const { id, client, amount, due, status } = params.row;
  const onAction = React.useContext(InvoiceActionsContext);
  const [anchor, setAnchor] = React.useState(null);
  const run = (action) => {
    setAnchor(null);
    onAction(id, action);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {client}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {id} · due {dateFormat.format(new Date(due))}
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <Typography variant="body2">{currency.format(amount)}</Typography>
        <StatusChip status={status} color={statusColor[status]} />
      </Stack>
      <IconButton
        size="small"
        aria-label={`Actions for ${id}`}
        aria-haspopup="menu"
        onClick={(event) => {
          // Keep the click from selecting the row.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={status !== 'Draft'} onClick={() => run('send')}>
          Send to client
        </MenuItem>
        <MenuItem disabled={status !== 'Sent'} onClick={() => run('paid')}>
          Mark as paid
        </MenuItem>
        <MenuItem onClick={() => run('delete')}>Delete</MenuItem>
      </Menu>
    </Stack>
  );
}

const listViewColumn = {
  field: 'listColumn',
  renderCell: (params) => <InvoiceListCell {...params} />,
};

export default function ListViewActions() {
  const [rows, setRows] = React.useState(initialRows);
  const [sortBy, setSortBy] = React.useState('due');

  const handleAction = React.useCallback((id, action) => {
    setRows((current) => {
      if (action === 'delete') {
        return current.filter((row) => row.id !== id);
      }
      const status = action === 'send' ? 'Sent' : 'Paid';
      return current.map((row) => (row.id === id ? { ...row, status } : row));
    });
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 480 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sortBy}
        onChange={(event) => setSortBy(event.target.value)}
        sx={{ width: 200 }}
      >
        <MenuItem value="due">Due date</MenuItem>
        <MenuItem value="amount">Amount, highest first</MenuItem>
        <MenuItem value="client">Client</MenuItem>
      </TextField>
      <InvoiceActionsContext.Provider value={handleAction}>
        <Box sx={{ height: 420 }}>
          <DataGridPro
            rows={rows}
            columns={columns}
            listView
            listViewColumn={listViewColumn}
            rowHeight={68}
            sortModel={sortOptions[sortBy]}
            disableRowSelectionOnClick
            hideFooter
          />
        </Box>
      </InvoiceActionsContext.Provider>
    </Stack>
  );
}
