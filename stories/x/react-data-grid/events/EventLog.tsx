import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridEventListener, type GridEvents } from '@mui/x-data-grid';

interface Trade {
  id: number;
  symbol: string;
  side: 'Buy' | 'Sell';
  quantity: number;
  price: number;
}

const rows: Trade[] = [
  { id: 1, symbol: 'ACME', side: 'Buy', quantity: 200, price: 182.4 },
  { id: 2, symbol: 'GLOBX', side: 'Sell', quantity: 50, price: 64.15 },
  { id: 3, symbol: 'INITECH', side: 'Buy', quantity: 1200, price: 23.9 },
  { id: 4, symbol: 'UMBR', side: 'Sell', quantity: 75, price: 311.02 },
  { id: 5, symbol: 'STARK', side: 'Buy', quantity: 300, price: 97.55 },
];

const columns: GridColDef<Trade>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

// The events the log listens to, through the API object.
const LOGGED_EVENTS: GridEvents[] = ['cellClick', 'rowClick', 'cellKeyDown', 'columnHeaderClick', 'sortModelChange'];
const MAX_ENTRIES = 8;

interface LogEntry {
  id: number;
  name: GridEvents;
  detail: string;
}

function describe(name: GridEvents, params: unknown): string {
  const value = params as Record<string, unknown>;
  if (name === 'sortModelChange') return JSON.stringify(params);
  if (name === 'cellKeyDown' || name === 'cellClick') return `${String(value.field)} of row ${String(value.id)}`;
  if (name === 'rowClick') return `row ${String(value.id)}`;
  return String(value.field ?? '');
}

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  React.useEffect(() => {
    const unsubscribers = LOGGED_EVENTS.map((name) => {
      const handler: GridEventListener<GridEvents> = (params, event) => {
        const key = name === 'cellKeyDown' ? ` (${(event as unknown as React.KeyboardEvent).key})` : '';
        counter.current += 1;
        const entry = { id: counter.current, name, detail: describe(name, params) + key };
        setEntries((current) => [entry, ...current].slice(0, MAX_ENTRIES));
      };
      // subscribeEvent returns the function that removes the listener.
      return apiRef.current!.subscribeEvent(name, handler);
    });
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 360, flex: 1, minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, height: 360, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle2" component="h3" id="event-log-title">
            Event log
          </Typography>
          <Button size="small" onClick={() => setEntries([])} disabled={entries.length === 0}>
            Clear
          </Button>
        </Stack>
        <List dense aria-labelledby="event-log-title" sx={{ overflow: 'auto', flex: 1, pt: 0 }}>
          {entries.length === 0 ? (
            <ListItem>
              <ListItemText secondary="Click a cell, press a key or sort a column." />
            </ListItem>
          ) : (
            entries.map((entry) => (
              <ListItem key={entry.id}>
                <ListItemText
                  primary={entry.name}
                  secondary={entry.detail}
                  slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
                />
              </ListItem>
            ))
          )}
        </List>
      </Paper>
    </Stack>
  );
}
