import Box from '@mui/material/Box';
import { DataGridPro, GRID_TREE_DATA_GROUPING_FIELD, type GridColDef } from '@mui/x-data-grid-pro';

interface WorkItem {
  id: number;
  path: string[];
  owner: string;
  team: string;
  status: 'Done' | 'In progress' | 'Planned';
  estimate: number;
  due: Date;
}

// Each row lists its release, then its epic, then the task itself.
const rows: WorkItem[] = [
  { id: 1, path: ['Release 4.2'], owner: 'Hana Sato', team: 'Platform', status: 'In progress', estimate: 64, due: new Date(2025, 5, 27) },
  { id: 2, path: ['Release 4.2', 'Saved searches'], owner: 'Lucas Moreau', team: 'Search', status: 'In progress', estimate: 21, due: new Date(2025, 5, 13) },
  { id: 3, path: ['Release 4.2', 'Saved searches', 'Storage schema'], owner: 'Karim Haddad', team: 'Search', status: 'Done', estimate: 5, due: new Date(2025, 4, 23) },
  { id: 4, path: ['Release 4.2', 'Saved searches', 'Sidebar list'], owner: 'Inès Dubois', team: 'Search', status: 'In progress', estimate: 8, due: new Date(2025, 5, 6) },
  { id: 5, path: ['Release 4.2', 'Saved searches', 'Email alerts'], owner: 'Lucas Moreau', team: 'Search', status: 'Planned', estimate: 8, due: new Date(2025, 5, 13) },
  { id: 6, path: ['Release 4.2', 'Single sign-on'], owner: 'Grace Kim', team: 'Identity', status: 'In progress', estimate: 26, due: new Date(2025, 5, 20) },
  { id: 7, path: ['Release 4.2', 'Single sign-on', 'SAML metadata import'], owner: 'Grace Kim', team: 'Identity', status: 'Done', estimate: 6, due: new Date(2025, 4, 30) },
  { id: 8, path: ['Release 4.2', 'Single sign-on', 'Login page button'], owner: 'Omar Haddad', team: 'Identity', status: 'Planned', estimate: 4, due: new Date(2025, 5, 20) },
  { id: 9, path: ['Release 4.2', 'Single sign-on', 'Audit log events'], owner: 'Omar Haddad', team: 'Identity', status: 'Planned', estimate: 16, due: new Date(2025, 5, 18) },
  { id: 10, path: ['Release 4.2', 'Invoice export'], owner: 'Priya Raman', team: 'Billing', status: 'Done', estimate: 17, due: new Date(2025, 4, 16) },
  { id: 11, path: ['Release 4.3'], owner: 'Hana Sato', team: 'Platform', status: 'Planned', estimate: 45, due: new Date(2025, 7, 29) },
  { id: 12, path: ['Release 4.3', 'Usage dashboard'], owner: 'Mei Lin', team: 'Insights', status: 'Planned', estimate: 30, due: new Date(2025, 7, 22) },
  { id: 13, path: ['Release 4.3', 'Dark mode'], owner: 'Inès Dubois', team: 'Design system', status: 'Planned', estimate: 15, due: new Date(2025, 7, 8) },
];

const statusOrder = ['In progress', 'Planned', 'Done'];

const columns: GridColDef<WorkItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'team', headerName: 'Team', width: 140 },
  { field: 'estimate', headerName: 'Estimate (days)', type: 'number', width: 140 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statusOrder,
    width: 120,
    // Sort by stage of work rather than alphabetically.
    sortComparator: (a: string, b: string) => statusOrder.indexOf(a) - statusOrder.indexOf(b),
  },
];

const getTreeDataPath = (row: WorkItem) => row.path;

export default function ReleasePlan() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        label="Release plan"
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Work item', width: 250 }}
        defaultGroupingExpansionDepth={1}
        hideFooter
        initialState={{
          // Keep the work item on the left and its status on the right while scrolling sideways.
          pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD], right: ['status'] },
          // Siblings sort by status, then by due date: Shift-click a header to add a criterion.
          sorting: {
            sortModel: [
              { field: 'status', sort: 'asc' },
              { field: 'due', sort: 'asc' },
            ],
          },
        }}
      />
    </Box>
  );
}
