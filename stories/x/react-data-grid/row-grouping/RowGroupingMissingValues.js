import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 'SUP-311', subject: 'Invoice shows wrong VAT rate', assignee: 'Hana Sato', priority: 'High' },
  { id: 'SUP-312', subject: 'Cannot reset password', assignee: null, priority: 'Normal' },
  { id: 'SUP-313', subject: 'Export to Excel times out', assignee: 'Lucas Moreau', priority: 'High' },
  { id: 'SUP-314', subject: 'Add Portuguese locale', assignee: 'Hana Sato', priority: 'Low' },
  { id: 'SUP-315', subject: 'Duplicate order emails', assignee: null, priority: 'High' },
  { id: 'SUP-316', subject: 'Dark mode contrast in reports', assignee: 'Lucas Moreau', priority: 'Normal' },
];

const columns = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', width: 250 },
  { field: 'assignee', headerName: 'Assignee', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function RowGroupingMissingValues() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['assignee'] } }}
        groupingColDef={{ leafField: 'id', headerName: 'Assignee / ticket', width: 200 }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
