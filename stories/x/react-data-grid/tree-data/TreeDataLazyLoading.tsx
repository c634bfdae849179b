import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface Department {
  name: string;
  parent: string | null;
  headcount: number;
  lead: string;
}

// What the server knows. The grid only ever receives one level at a time.
const departments: Department[] = [
  { name: 'Engineering', parent: null, headcount: 84, lead: 'Thomas Müller' },
  { name: 'Platform', parent: 'Engineering', headcount: 31, lead: 'Hana Sato' },
  { name: 'Storage', parent: 'Platform', headcount: 12, lead: 'Karim Haddad' },
  { name: 'Networking', parent: 'Platform', headcount: 19, lead: 'Yusuf Demir' },
  { name: 'Product engineering', parent: 'Engineering', headcount: 53, lead: 'Lucas Moreau' },
  { name: 'Sales', parent: null, headcount: 42, lead: 'Sofia Lindqvist' },
  { name: 'EMEA sales', parent: 'Sales', headcount: 25, lead: 'Mateo Rossi' },
  { name: 'APAC sales', parent: 'Sales', headcount: 17, lead: 'Priya Raman' },
  { name: 'Finance', parent: null, headcount: 15, lead: 'Diego Alvarez' },
];

/** A stand-in for an HTTP endpoint: returns the children of one department, after a short delay. */
function fetchChildren(parent: string | null) {
  const children = departments
    .filter((department) => department.parent === parent)
    .map((department) => ({
      ...department,
      id: department.name,
      childCount: departments.filter((other) => other.parent === department.name).length,
    }));
  return new Promise<typeof children>((resolve) => {
    setTimeout(() => resolve(children), 300);
  });
}

const columns: GridColDef[] = [
  { field: 'headcount', headerName: 'Headcount', type: 'number', width: 110, sortable: false },
  { field: 'lead', headerName: 'Lead', width: 150, sortable: false },
];

export default function TreeDataLazyLoading() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // `groupKeys` holds the keys of the expanded row's ancestors and of the row itself.
        const groupKeys = params.groupKeys ?? [];
        const parent = groupKeys.length > 0 ? groupKeys[groupKeys.length - 1] : null;
        setRequests((previous) => [...previous, parent ?? 'top level']);
        const rows = await fetchChildren(parent);
        return { rows, rowCount: rows.length };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={columns}
          groupingColDef={{ headerName: 'Department', width: 240 }}
          disableColumnFilter
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Requests: {requests.join(', ')}
      </Typography>
    </Stack>
  );
}
