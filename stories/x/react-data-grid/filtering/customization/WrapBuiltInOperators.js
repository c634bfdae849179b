import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Maya Thompson', company: 'Bluebird Florists', phone: '+1 (415) 555-0132' },
  { id: 2, name: 'Kenji Watanabe', company: 'Watanabe Tea Co.', phone: '+81 3-5555-0178' },
  { id: 3, name: 'Aisha Bello', company: 'Lagos Print Works', phone: '+234 1 555 0190' },
  { id: 4, name: 'Oliver Grant', company: 'Grant & Sons Joinery', phone: '+44 20 5550 0147' },
  { id: 5, name: 'Camila Rojas', company: 'Andes Travel', phone: '+56 2 2555 0163' },
  { id: 6, name: 'Liam O’Connor', company: 'Harbourside Cafe', phone: '+1 (415) 555-0199' },
];

const digitsOnly = (text) => text.replace(/\D/g, '');

// Reuse the logic of the built-in string operators, but compare digits only:
// "4155550132", "415 555 0132" and "(415) 555-0132" all find the same number.
const phoneOperators = getGridStringOperators()
  .filter((operator) => ['contains', 'startsWith', 'equals', 'isEmpty', 'isNotEmpty'].includes(operator.value))
  .map((operator) => ({
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const value = typeof filterItem.value === 'string' ? digitsOnly(filterItem.value) : filterItem.value;
      const applyFilter = operator.getApplyFilterFn({ ...filterItem, value }, column);
      if (!applyFilter) {
        return null;
      }
      return (cellValue, row, col, apiRef) =>
        applyFilter(cellValue == null ? cellValue : digitsOnly(String(cellValue)), row, col, apiRef);
    },
  }));

const columns = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'phone', headerName: 'Phone', width: 170, filterOperators: phoneOperators },
];

export default function WrapBuiltInOperators() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'phone', operator: 'contains', value: '415 555' }] } },
        }}
      />
    </Box>
  );
}
