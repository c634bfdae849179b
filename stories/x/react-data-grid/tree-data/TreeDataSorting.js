import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'EU', path: ['Europe'], revenue: 4_870 },
  { id: 'EU-DE', path: ['Europe', 'Germany'], revenue: 1_920 },
  { id: 'EU-FR', path: ['Europe', 'France'], revenue: 1_340 },
  { id: 'EU-PT', path: ['Europe', 'Portugal'], revenue: 410 },
  { id: 'EU-SE', path: ['Europe', 'Sweden'], revenue: 1_200 },
  { id: 'AS', path: ['Asia'], revenue: 3_150 },
  { id: 'AS-JP', path: ['Asia', 'Japan'], revenue: 2_210 },
  { id: 'AS-SG', path: ['Asia', 'Singapore'], revenue: 940 },
  { id: 'AM', path: ['Americas'], revenue: 5_630 },
  { id: 'AM-US', path: ['Americas', 'United States'], revenue: 4_480 },
  { id: 'AM-CA', path: ['Americas', 'Canada'], revenue: 1_150 },
];

const columns = [
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'revenue', headerName: 'Revenue (k€)', type: 'number', width: 130 },
];

export default function TreeDataSorting() {
  const [childrenSorting, setChildrenSorting] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={childrenSorting} onChange={(event) => setChildrenSorting(event.target.checked)} />}
        label="Sort children"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Region', width: 220 }}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={!childrenSorting}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
