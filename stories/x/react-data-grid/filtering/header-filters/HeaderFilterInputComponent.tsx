import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
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

const limits = [2, 5, 8];

// One input for the filter panel and the header filter row.
function LimitInput(props: GridFilterInputValueProps) {
  const { item, applyValue, headerFilterMenu, clearButton, focusElementRef, inputRef, onFocus, onBlur, disabled } = props;

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, width: '100%', height: '100%' }}>
      {/* Only passed in the header filter row: the operator menu and the clear button. */}
      {headerFilterMenu}
      <TextField
        select
        fullWidth
        size="small"
        variant="standard"
        label="Estimate"
        disabled={disabled}
        value={item.value ?? ''}
        onChange={(event) => applyValue({ ...item, value: event.target.value === '' ? undefined : Number(event.target.value) })}
        // The panel focuses through focusElementRef, the header cell through inputRef.
        inputRef={focusElementRef ?? inputRef}
        // Let the header cell know when the input is being edited, so that it leaves the keys alone.
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {limits.map((hours) => (
          <MenuItem key={hours} value={hours}>
            Up to {hours} h
          </MenuItem>
        ))}
      </TextField>
      {clearButton}
    </Box>
  );
}

// The numeric "<=" logic, with a label of our own and our input.
const limitOperators: GridFilterOperator<Issue>[] = getGridNumericOperators()
  .filter((operator) => operator.value === '<=')
  .map((operator) => ({ ...operator, label: 'is at most', InputComponent: LimitInput }));

const columns: GridColDef<Issue>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
  {
    field: 'estimate',
    headerName: 'Estimate (h)',
    type: 'number',
    width: 180,
    filterOperators: limitOperators,
  },
];

export default function HeaderFilterInputComponent() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        hideFooter
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'estimate', operator: '<=', value: 5 }] } },
        }}
      />
    </Box>
  );
}
