import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const initialRows = [
  { id: 1, name: 'Amara Okafor', role: 'Engineer', hours: 38 },
  { id: 2, name: 'Jonas Lindqvist', role: 'Designer', hours: 32 },
  { id: 3, name: 'Priya Raman', role: 'Analyst', hours: 40 },
  { id: 4, name: 'Mateo Silva', role: 'Engineer', hours: 36 },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 120, editable: true },
  { field: 'hours', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
];

/** Stands in for a request to your server: caps the hours at 48, as a server rule might. */
function saveEmployee(row) {
  return Promise.resolve({ ...row, hours: Math.min(row.hours, 48) });
}

export default function PasteEvents() {
  const [log, setLog] = React.useState([]);
  const [saving, setSaving] = React.useState(false);
  const write = (line) => setLog((lines) => [...lines, line]);

  const processRowUpdate = async (newRow) => {
    const saved = await saveEmployee(newRow);
    write(`Saved ${saved.name}: ${saved.role}, ${saved.hours} h`);
    return saved;
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          loading={saving}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error) => write(`Not saved: ${error.message}`)}
          onClipboardPasteStart={({ data }) => {
            setLog([`Paste started: ${data.length} row(s) of values`]);
            setSaving(true);
          }}
          onClipboardPasteEnd={() => {
            write('Paste finished');
            setSaving(false);
          }}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, minHeight: 120, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}
      >
        {log.length > 0 ? log.join('\n') : 'Paste a role and hours into the grid to see the events.'}
      </Box>
    </Stack>
  );
}
