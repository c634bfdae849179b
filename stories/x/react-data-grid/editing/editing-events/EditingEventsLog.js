import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStopReasons, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 'KL 1234', destination: 'Amsterdam', gate: 'B12', departure: '08:15' },
  { id: 'LH 456', destination: 'Frankfurt', gate: 'C4', departure: '09:40' },
  { id: 'AF 1781', destination: 'Paris', gate: 'B7', departure: '11:05' },
  { id: 'IB 3167', destination: 'Madrid', gate: 'D2', departure: '13:30' },
];

const columns = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130, editable: true },
  { field: 'gate', headerName: 'Gate', width: 80, editable: true },
  { field: 'departure', headerName: 'Departure', width: 110, editable: true },
];

export default function EditingEventsLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState([]);
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(false);

  const addEntry = (entry) => setLog((prev) => [entry, ...prev].slice(0, 6));

  const handleCellEditStart = (params) => {
    addEntry(`cellEditStart: ${params.id} / ${params.field}, reason ${params.reason}`);
  };

  const handleCellEditStop = (params, event) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Cancels the stop: the cell stays in edit mode.
      event.defaultMuiPrevented = true;
      addEntry(`cellEditStop: ${params.id} / ${params.field}, reason ${params.reason} (prevented)`);
      return;
    }
    addEntry(`cellEditStop: ${params.id} / ${params.field}, reason ${params.reason}`);
  };

  // Any grid event can be listened to through the API object; the call returns the unsubscribe function.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('cellModesModelChange', (model) => {
        const editing = Object.values(model).reduce(
          (count, fields) => count + Object.values(fields).filter((cell) => cell.mode === 'edit').length,
          0,
        );
        setLog((prev) => [`cellModesModelChange: ${editing} cell(s) in edit mode`, ...prev].slice(0, 6));
      }),
    [apiRef],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keepOnFocusOut} onChange={(event) => setKeepOnFocusOut(event.target.checked)} />}
        label="Keep editing when the focus leaves the cell"
      />
      <Box sx={{ height: 280 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5, minHeight: 170 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 'medium', mb: 1 }}>
          Events, newest first
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" component="p" color="text.secondary">
            Double-click a cell, type and press Enter.
          </Typography>
        ) : (
          <Box component="ol" aria-label="Editing events" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {log.map((entry, index) => (
              <Typography
                key={`${log.length - index}-${entry}`}
                component="li"
                variant="body2"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              >
                {entry}
              </Typography>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
