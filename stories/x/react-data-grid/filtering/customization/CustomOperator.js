import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridFilterInputValue } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Reset your password', tags: ['account', 'security'], views: 18240 },
  { id: 2, title: 'Set up two-factor authentication', tags: ['security'], views: 9615 },
  { id: 3, title: 'Download an invoice', tags: ['billing'], views: 7302 },
  { id: 4, title: 'Change your billing address', tags: ['billing', 'account'], views: 4120 },
  { id: 5, title: 'Export your data', tags: [], views: 2285 },
  { id: 6, title: 'Close your account', tags: ['account'], views: 1954 },
  { id: 7, title: 'Keyboard shortcuts', tags: [], views: 866 },
];

// "has tag": an operator with a value, typed in the grid's own text input.
const hasTagOperator = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      // No value yet: the filter is inactive and every row stays visible.
      return null;
    }
    const wanted = String(filterItem.value).trim().toLowerCase();
    return (tags) => tags.some((tag) => tag === wanted);
  },
  InputComponent: GridFilterInputValue,
  getValueAsString: (value) => `"${value}"`,
};

// "has no tags": an operator that needs no value at all.
const hasNoTagsOperator = {
  label: 'has no tags',
  value: 'hasNoTags',
  getApplyFilterFn: () => (tags) => tags.length === 0,
  requiresFilterValue: false,
};

const columns = [
  { field: 'title', headerName: 'Article', flex: 1, minWidth: 200 },
  {
    field: 'tags',
    headerName: 'Tags',
    width: 170,
    sortable: false,
    valueFormatter: (value) => value.join(', '),
    filterOperators: [hasTagOperator, hasNoTagsOperator],
  },
  { field: 'views', headerName: 'Views', type: 'number', width: 90 },
];

export default function CustomOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'tags', operator: 'hasTag', value: 'account' }] } },
        }}
      />
    </Box>
  );
}
