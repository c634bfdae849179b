import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const initialRows = [
  { id: 'INV-2041', client: 'Harbor Supplies', amount: 1796, status: 'Draft' },
  { id: 'INV-2042', client: 'Northwind Cafe', amount: 534.5, status: 'Sent' },
  { id: 'INV-2043', client: 'Blue Fern Dental', amount: 2210, status: 'Draft' },
  { id: 'INV-2044', client: 'Atlas Print Co.', amount: 148.2, status: 'Paid' },
];

const columns = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', width: 160, editable: true },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100, editable: true },
  { field: 'status', headerName: 'Status', width: 100, editable: true },
];

function describe(before, after) {
  const field = Object.keys(after).find((key) => after[key] !== before[key]);
  return field ? `${after.id} ${field}: ${before[field]} → ${after[field]}` : after.id;
}

export default function HistoryList() {
  const [history, setHistory] = React.useState({
    changes: [],
    position: 0,
  });

  // The rows are the initial rows with the applied changes replayed on top.
  const rows = React.useMemo(
    () =>
      history.changes
        .slice(0, history.position)
        .reduce(
          (current, change) => current.map((row) => (row.id === change.after.id ? change.after : row)),
          initialRows,
        ),
    [history],
  );

  const processRowUpdate = React.useCallback((newRow, oldRow) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow;
    setHistory((current) => ({
      changes: [
        ...current.changes.slice(0, current.position),
        { before: oldRow, after: newRow, label: describe(oldRow, newRow) },
      ],
      position: current.position + 1,
    }));
    return newRow;
  }, []);

  const goTo = (position) => setHistory((current) => ({ ...current, position }));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 300, flex: 1, minWidth: 0 }}>
        <DataGridPremium rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ width: { md: 260 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" component="h3" id="history-heading" sx={{ px: 2, pt: 1.5 }}>
          History
        </Typography>
        <List dense aria-labelledby="history-heading">
          <ListItem disablePadding>
            <ListItemButton selected={history.position === 0} onClick={() => goTo(0)}>
              <ListItemText primary="Original data" />
            </ListItemButton>
          </ListItem>
          {history.changes.map((change, index) => (
            <ListItem key={index} disablePadding>
              <ListItemButton selected={history.position === index + 1} onClick={() => goTo(index + 1)}>
                <ListItemText
                  primary={change.label}
                  sx={{ color: index < history.position ? 'text.primary' : 'text.secondary' }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
