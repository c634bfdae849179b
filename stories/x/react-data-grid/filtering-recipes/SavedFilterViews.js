import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 5101, subject: 'Cannot reset password', team: 'Support EU', priority: 'High' },
  { id: 5102, subject: 'Invoice PDF is blank', team: 'Billing', priority: 'Medium' },
  { id: 5103, subject: 'Two-factor code never arrives', team: 'Support EU', priority: 'High' },
  { id: 5104, subject: 'Request for a data export', team: 'Support US', priority: 'Low' },
  { id: 5105, subject: 'Wrong VAT rate applied', team: 'Billing', priority: 'High' },
  { id: 5106, subject: 'Password rules are unclear', team: 'Support US', priority: 'Low' },
  { id: 5107, subject: 'Refund not received', team: 'Billing', priority: 'Medium' },
];

const columns = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90, valueFormatter: (value) => `#${value}` },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'team', headerName: 'Team', width: 120 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['High', 'Medium', 'Low'],
    width: 110,
  },
];

const presetViews = [
  {
    name: 'Urgent',
    state: { filter: { filterModel: { items: [{ field: 'priority', operator: 'is', value: 'High' }] } } },
  },
  {
    name: 'Billing',
    state: { filter: { filterModel: { items: [{ field: 'team', operator: 'equals', value: 'Billing' }] } } },
  },
];

export default function SavedFilterViews() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState(presetViews);

  const saveCurrentView = () => {
    // exportState() returns what initialState accepts; keep the filters only.
    const { filter } = apiRef.current.exportState();
    setViews((current) => [
      ...current,
      { name: `Saved view ${current.length - presetViews.length + 1}`, state: { filter } },
    ]);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {views.map((view) => (
          <Chip key={view.name} label={view.name} onClick={() => apiRef.current?.restoreState(view.state)} />
        ))}
        <Button size="small" onClick={saveCurrentView}>
          Save current filters
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [], quickFilterValues: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar hideFooter />
      </Box>
    </Stack>
  );
}
