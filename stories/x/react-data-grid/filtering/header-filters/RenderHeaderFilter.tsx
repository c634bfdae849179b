import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';

interface Issue {
  id: number;
  title: string;
  assignee: string;
  status: string;
  blocked: boolean;
  estimate: number;
}

const rows: Issue[] = [
  { id: 1204, title: 'Login fails with SSO on Safari', assignee: 'Hana Sato', status: 'In progress', blocked: false, estimate: 5 },
  { id: 1205, title: 'Export CSV drops accented names', assignee: 'Amara Okafor', status: 'Open', blocked: false, estimate: 3 },
  { id: 1206, title: 'Dark mode contrast on charts', assignee: 'Lucas Moreau', status: 'In review', blocked: false, estimate: 2 },
  { id: 1207, title: 'Migrate billing to the new API', assignee: 'Priya Raman', status: 'Open', blocked: true, estimate: 13 },
  { id: 1208, title: 'Slow dashboard for large teams', assignee: 'Hana Sato', status: 'Open', blocked: true, estimate: 8 },
  { id: 1209, title: 'Typo in the welcome email', assignee: 'Diego Alvarez', status: 'Done', blocked: false, estimate: 1 },
  { id: 1210, title: 'Add audit log for role changes', assignee: 'Amara Okafor', status: 'In progress', blocked: false, estimate: 8 },
];

function BlockedHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();
  const labelId = React.useId();
  const value = item.value === undefined ? 'any' : String(item.value);

  const handleChange = (event: SelectChangeEvent) => {
    const next = event.target.value;
    // Clearing the value makes the item inactive: the column no longer filters.
    apiRef.current.upsertFilterItem({ ...item, value: next === 'any' ? undefined : next });
  };

  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={labelId}>{colDef.headerName}</InputLabel>
      <Select labelId={labelId} label={colDef.headerName} value={value} onChange={handleChange}>
        <MenuItem value="any">Any</MenuItem>
        <MenuItem value="true">Blocked</MenuItem>
        <MenuItem value="false">Not blocked</MenuItem>
      </Select>
    </FormControl>
  );
}

const columns: GridColDef<Issue>[] = [
  {
    field: 'id',
    headerName: 'Issue',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `#${value}`,
    // No filter for this column: a short note instead of an input (returning null leaves the cell empty).
    renderHeaderFilter: () => (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 1 }}>
        No filter
      </Typography>
    ),
  },
  {
    field: 'blocked',
    headerName: 'Blocked',
    type: 'boolean',
    width: 140,
    renderHeaderFilter: (params) => <BlockedHeaderFilter {...params} />,
  },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In progress', 'In review', 'Done'],
    width: 150,
  },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 140 },
];

export default function RenderHeaderFilter() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters hideFooter />
    </Box>
  );
}
