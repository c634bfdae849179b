import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

// A work breakdown: phases, work packages and tasks.
const rows = [
  { id: 'P1', path: ['Discovery'], owner: 'Hana Sato', status: 'Done', due: new Date(2025, 2, 14) },
  {
    id: 'P1.1',
    path: ['Discovery', 'Stakeholder interviews'],
    owner: 'Hana Sato',
    status: 'Done',
    due: new Date(2025, 2, 7),
  },
  {
    id: 'P1.2',
    path: ['Discovery', 'Competitor review'],
    owner: 'Mateo Rossi',
    status: 'Done',
    due: new Date(2025, 2, 14),
  },
  { id: 'P2', path: ['Build'], owner: 'Lucas Moreau', status: 'In progress', due: new Date(2025, 5, 27) },
  { id: 'P2.1', path: ['Build', 'Checkout'], owner: 'Inès Dubois', status: 'In progress', due: new Date(2025, 4, 30) },
  {
    id: 'P2.1.1',
    path: ['Build', 'Checkout', 'Payment form'],
    owner: 'Inès Dubois',
    status: 'Done',
    due: new Date(2025, 4, 16),
  },
  {
    id: 'P2.1.2',
    path: ['Build', 'Checkout', 'Address lookup'],
    owner: 'Karim Haddad',
    status: 'In progress',
    due: new Date(2025, 4, 30),
  },
  {
    id: 'P2.2',
    path: ['Build', 'Order history'],
    owner: 'Karim Haddad',
    status: 'Not started',
    due: new Date(2025, 5, 27),
  },
  { id: 'P3', path: ['Launch'], owner: 'Sofia Lindqvist', status: 'Not started', due: new Date(2025, 6, 18) },
  {
    id: 'P3.1',
    path: ['Launch', 'Release notes'],
    owner: 'Priya Raman',
    status: 'Not started',
    due: new Date(2025, 6, 11),
  },
];

const columns = [
  { field: 'id', headerName: 'WBS', width: 80 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
];

const groupingColDef = {
  headerName: 'Work item',
  width: 260,
  hideDescendantCount: true,
};

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
