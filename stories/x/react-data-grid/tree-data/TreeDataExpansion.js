import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, path: ['Electronics'], products: 1_240, manager: 'Hana Sato' },
  { id: 2, path: ['Electronics', 'Laptops'], products: 310, manager: 'Hana Sato' },
  { id: 3, path: ['Electronics', 'Laptops', 'Ultrabooks'], products: 96, manager: 'Karim Haddad' },
  { id: 4, path: ['Electronics', 'Laptops', 'Gaming laptops'], products: 74, manager: 'Karim Haddad' },
  { id: 5, path: ['Electronics', 'Phones'], products: 450, manager: 'Mateo Rossi' },
  { id: 6, path: ['Electronics', 'Phones', 'Smartphones'], products: 380, manager: 'Mateo Rossi' },
  { id: 7, path: ['Home'], products: 2_015, manager: 'Sofia Lindqvist' },
  { id: 8, path: ['Home', 'Kitchen'], products: 870, manager: 'Inès Dubois' },
  { id: 9, path: ['Home', 'Garden'], products: 645, manager: 'Diego Alvarez' },
  { id: 10, path: ['Sports'], products: 930, manager: 'Priya Raman' },
  { id: 11, path: ['Sports', 'Cycling'], products: 212, manager: 'Priya Raman' },
];

const columns = [
  { field: 'products', headerName: 'Products', type: 'number', width: 110 },
  { field: 'manager', headerName: 'Category manager', width: 170 },
];

// Open the branch the reader is working on, keep the rest collapsed.
const openBranches = new Set(['Electronics', 'Laptops']);
const isGroupExpandedByDefault = (node) => openBranches.has(String(node.groupingKey));

export default function TreeDataExpansion() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        groupingColDef={{ headerName: 'Category', width: 240 }}
        hideFooter
      />
    </Box>
  );
}
